/// The namespace of the search services built on FuseCore.
public enum ServicesModule {}
