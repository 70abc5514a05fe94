//! The HTTP service (being written).
