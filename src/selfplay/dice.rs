//! Random choices for self-play, drawn from the engine's own deterministic [`Rng`] so that a
//! run is reproduced exactly by its seed.

use crate::engine::rng::Rng;

/// A thin layer of conveniences over the engine's RNG.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: Rng,
}

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice {
            rng: Rng::new(seed),
        }
    }

    /// A uniform integer in `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.rng.below(n as u64) as usize
        }
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        if hi <= lo {
            lo
        } else {
            lo + self.below(hi - lo + 1)
        }
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        (self.below(100) as u32) < percent
    }

    pub fn coin(&mut self) -> bool {
        self.chance(50)
    }

    /// A uniformly chosen element, `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        self.rng.shuffle(items);
    }

    /// `k` elements drawn without replacement (all of them if `k` is larger).
    pub fn sample<T: Clone>(&mut self, items: &[T], k: usize) -> Vec<T> {
        let mut v = items.to_vec();
        self.shuffle(&mut v);
        v.truncate(k);
        v
    }

    /// A random subset (each element kept with probability `percent` / 100).
    pub fn subset<T: Clone>(&mut self, items: &[T], percent: u32) -> Vec<T> {
        items
            .iter()
            .filter(|_| self.chance(percent))
            .cloned()
            .collect()
    }
}
