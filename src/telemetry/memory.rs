//! Keeping the process's memory within `ROOKERY_CACHE_MB` plus a fixed overhead.
//!
//! glibc gives each thread that allocates its own malloc arena, up to eight per core, and keeps
//! the pages freed in each for later use by that arena. Replays are built and dropped by the
//! HTTP workers and by the blocking pool's many threads, so after visiting 10,000 games a server
//! with a 64 MiB cache held 167 MB (measured; the cache itself held its 64 MiB), most of it
//! freed memory stranded in arenas. With two arenas the same run ends at 116 MB: the fixed
//! ~45 MB of a server with an empty cache, plus the cache. Two is enough for two cores: a
//! thread that finds both arenas busy waits on a lock briefly, and allocation is a small part
//! of a request's time.

/// The arena cap, applied by [`limit_arenas`].
pub const MALLOC_ARENAS: i32 = 2;

/// Caps glibc's malloc arenas at [`MALLOC_ARENAS`] (unless `MALLOC_ARENA_MAX` is set, which
/// glibc reads itself). Call it first thing in `main`, before any thread starts.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: mallopt only changes a setting of the allocator; it is called before any
        // other thread exists.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, MALLOC_ARENAS);
        }
    }
}
