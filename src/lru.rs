//! A map that lets its entries go least recently used first, weighed in bytes: what each of
//! the process's caches keeps behind its own lock — the games' replays (`service::cache`, live
//! and packed), the rendered game pages (`web::page_cache`) and the drawn maps
//! (`web::map::kept`). Each says what an entry weighs and when it is full; this keeps the
//! order of use and the sum.

use std::collections::HashMap;
use std::hash::Hash;

/// Entries of `K` → `V`, each with its weight in bytes and when it was last used.
pub struct Lru<K, V> {
    map: HashMap<K, Slot<V>>,
    bytes: usize,
    tick: u64,
}

struct Slot<V> {
    value: V,
    bytes: usize,
    used: u64,
}

impl<K: Eq + Hash + Clone, V> Default for Lru<K, V> {
    fn default() -> Self {
        Lru {
            map: HashMap::new(),
            bytes: 0,
            tick: 0,
        }
    }
}

impl<K: Eq + Hash + Clone, V> Lru<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    /// The entries' weights, summed.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The bytes of the map's own slots, all of its capacity: for a cache that counts them
    /// against its budget too.
    pub fn slot_bytes(&self) -> usize {
        self.map.capacity() * (std::mem::size_of::<(K, Slot<V>)>() + 1)
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn contains_key(&self, key: &K) -> bool {
        self.map.contains_key(key)
    }

    pub fn keys(&self) -> impl Iterator<Item = &K> {
        self.map.keys()
    }

    /// The entry of `key`, now the most recently used.
    pub fn get(&mut self, key: &K) -> Option<&V> {
        self.tick += 1;
        let tick = self.tick;
        let slot = self.map.get_mut(key)?;
        slot.used = tick;
        Some(&slot.value)
    }

    /// The entry of `key`, its place in the order left as it was.
    pub fn peek(&self, key: &K) -> Option<&V> {
        self.map.get(key).map(|s| &s.value)
    }

    /// Keeps `value` under `key`, weighing `bytes`, as the most recently used; returns the
    /// entry it replaced.
    pub fn insert(&mut self, key: K, value: V, bytes: usize) -> Option<V> {
        self.tick += 1;
        let used = self.tick;
        self.bytes += bytes;
        let old = self.map.insert(key, Slot { value, bytes, used })?;
        self.bytes -= old.bytes;
        Some(old.value)
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        let old = self.map.remove(key)?;
        self.bytes -= old.bytes;
        Some(old.value)
    }

    /// Lets the least recently used entries go, oldest first, while `full` says the map is
    /// and more than `keep` entries are left; returns them.
    pub fn evict_while(&mut self, keep: usize, full: impl Fn(&Self) -> bool) -> Vec<V> {
        let mut out = Vec::new();
        if !full(self) || self.map.len() <= keep {
            return out;
        }
        let mut by_age: Vec<(u64, K)> = self.map.iter().map(|(k, s)| (s.used, k.clone())).collect();
        by_age.sort_unstable_by_key(|(used, _)| *used);
        for (_, key) in by_age {
            if !full(self) || self.map.len() <= keep {
                break;
            }
            if let Some(value) = self.remove(&key) {
                out.push(value);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_go_first_and_the_weights_add_up() {
        let mut l: Lru<u32, &str> = Lru::new();
        l.insert(1, "one", 10);
        l.insert(2, "two", 20);
        l.insert(3, "three", 30);
        assert_eq!(l.bytes(), 60);
        // Using 1 makes 2 the oldest.
        assert_eq!(l.get(&1), Some(&"one"));
        // A peek does not.
        assert_eq!(l.peek(&2), Some(&"two"));
        assert_eq!(l.evict_while(0, |l| l.bytes() > 40), vec!["two"]);
        assert_eq!(l.bytes(), 40);
        // Replacing an entry counts its new weight only.
        assert_eq!(l.insert(3, "three again", 5), Some("three"));
        assert_eq!(l.bytes(), 15);
        assert_eq!(l.remove(&1), Some("one"));
        assert_eq!(l.bytes(), 5);
        assert_eq!(l.len(), 1);
    }

    #[test]
    fn eviction_keeps_the_number_asked_for_even_when_full() {
        let mut l: Lru<u32, u32> = Lru::new();
        for k in 0..10 {
            l.insert(k, k, 100);
        }
        let gone = l.evict_while(3, |_| true);
        assert_eq!(gone, (0..7).collect::<Vec<_>>());
        assert_eq!(l.len(), 3);
        assert!(l.contains_key(&9));
    }
}
