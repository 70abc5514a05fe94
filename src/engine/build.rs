//! Names this build of the rules: a fingerprint of every file of the engine's package (its code
//! and its data), as `ENGINE_SOURCE_FINGERPRINT` for [`crate::SOURCE_FINGERPRINT`].
//!
//! A stored snapshot of a game (the state and events, as serde writes them) is used only by a
//! build whose engine has this fingerprint: any change to a rule, a card or a type's shape makes
//! old snapshots unused (each game is replayed from its log once) instead of relying on someone
//! to bump a version number by hand.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("the engine's folder")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed={}", root.display());
    let mut paths = Vec::new();
    files(root, &mut paths);
    // FNV-1a over each file's path under the package and its bytes: stable across machines and
    // Rust versions (std's hashers promise neither), and enough to tell builds apart.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for path in paths {
        let name = path.strip_prefix(root).expect("under the package");
        let name = name.to_string_lossy().replace('\\', "/");
        let bytes = std::fs::read(&path).expect("a file of the engine");
        for b in name.bytes().chain([0]).chain(bytes).chain([0]) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    println!("cargo:rustc-env=ENGINE_SOURCE_FINGERPRINT={hash:016x}");
}
