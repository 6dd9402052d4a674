//! The typed interface table of an operation or dialect definition.

use std::any::{Any, TypeId};

use rustc_hash::FxHashMap;

/// Implementations of interfaces, keyed by the interface's type
/// (`dyn SomeInterface`). Lookup is one hash probe.
#[derive(Default)]
pub struct InterfaceMap {
    entries: FxHashMap<TypeId, Box<dyn Any + Send + Sync>>,
}

impl InterfaceMap {
    /// Registers `imp` as the implementation of interface `I`, replacing any
    /// earlier one: `map.insert::<dyn FoldOpInterface>(Box::new(MyFold))`.
    pub fn insert<I: ?Sized + Send + Sync + 'static>(&mut self, imp: Box<I>) {
        self.entries.insert(TypeId::of::<I>(), Box::new(imp));
    }

    /// The implementation of interface `I`, if registered.
    #[inline]
    pub fn get<I: ?Sized + 'static>(&self) -> Option<&I> {
        if self.entries.is_empty() {
            return None;
        }
        let entry = self.entries.get(&TypeId::of::<I>())?;
        let imp: *const (dyn Any + Send + Sync) = &**entry;
        // SAFETY: `insert::<I>` is the only writer and stores a `Box<I>`
        // under `TypeId::of::<I>()`, so the entry found under that key is a
        // `Box<I>` (checking it again through `Any` costs a virtual call on
        // every lookup, which the parser and printer make per operation).
        Some(unsafe { &**(imp as *const Box<I>) })
    }

    /// True if interface `I` is implemented.
    pub fn contains<I: ?Sized + 'static>(&self) -> bool {
        self.entries.contains_key(&TypeId::of::<I>())
    }

    /// The number of implemented interfaces.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if no interface is implemented.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl std::fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InterfaceMap({} interfaces)", self.entries.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Greet: Send + Sync {
        fn greet(&self) -> String;
    }
    trait Count: Send + Sync {
        fn count(&self) -> usize;
    }
    struct Hello(&'static str);
    impl Greet for Hello {
        fn greet(&self) -> String {
            format!("hello {}", self.0)
        }
    }
    impl Count for Hello {
        fn count(&self) -> usize {
            self.0.len()
        }
    }

    #[test]
    fn lookup_by_interface_type() {
        let mut map = InterfaceMap::default();
        assert!(map.get::<dyn Greet>().is_none());
        map.insert::<dyn Greet>(Box::new(Hello("op")));
        assert_eq!(
            map.get::<dyn Greet>().map(|g| g.greet()).as_deref(),
            Some("hello op")
        );
        assert!(map.get::<dyn Count>().is_none());
        map.insert::<dyn Count>(Box::new(Hello("four")));
        assert_eq!(map.get::<dyn Count>().map(|c| c.count()), Some(4));
        assert_eq!(map.len(), 2);
    }

    #[test]
    fn later_insert_replaces() {
        let mut map = InterfaceMap::default();
        map.insert::<dyn Greet>(Box::new(Hello("a")));
        map.insert::<dyn Greet>(Box::new(Hello("b")));
        assert_eq!(
            map.get::<dyn Greet>().map(|g| g.greet()).as_deref(),
            Some("hello b")
        );
        assert_eq!(map.len(), 1);
    }
}
