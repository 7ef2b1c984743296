/// The namespace of the view-model layer.
public enum ViewModelsModule {}
