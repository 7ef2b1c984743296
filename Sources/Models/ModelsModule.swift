/// The namespace of the shipped data models and their embedded corpus.
public enum ModelsModule {}
