//! The input buffer: a regular file is memory-mapped, so its text is not
//! copied, and the parser gives the pages it has read back to the kernel as
//! it goes (they are read again from the file if a diagnostic needs them).

use std::io::{self, Read};
use std::sync::Arc;

use memmap2::{Mmap, UncheckedAdvice};
use strata_ir::SourceBytes;

/// The bytes of the input, mapped or read.
pub(crate) struct Input {
    bytes: SourceBytes,
    mapped: Option<Arc<Mmap>>,
}

impl Input {
    /// All the bytes of the input.
    pub(crate) fn bytes(&self) -> &[u8] {
        (*self.bytes).as_ref()
    }

    /// A shared handle on the bytes (for the diagnostics' source manager).
    pub(crate) fn shared(&self) -> SourceBytes {
        self.bytes.clone()
    }

    /// Drops the resident pages of `part` if it lies in the mapped file;
    /// does nothing for a buffer read into memory.
    pub(crate) fn release(&self, part: &[u8]) {
        let Some(map) = &self.mapped else {
            return;
        };
        let base = map.as_ptr() as usize;
        let start = part.as_ptr() as usize;
        let Some(offset) = start.checked_sub(base) else {
            return;
        };
        if part.is_empty()
            || offset
                .checked_add(part.len())
                .is_none_or(|end| end > map.len())
        {
            return;
        }
        // SAFETY: the mapping is private, read-only and never written, so
        // dropping its pages only makes the kernel read the same bytes from
        // the file again on the next access; references into it stay valid.
        let _ =
            unsafe { map.unchecked_advise_range(UncheckedAdvice::DontNeed, offset, part.len()) };
    }
}

/// Reads the input: standard input for `-`, a memory map of a non-empty
/// regular file, or the file's bytes read into memory otherwise.
pub(crate) fn read_input(path: &str) -> io::Result<Input> {
    if path == "-" {
        let mut buf = Vec::new();
        io::stdin().read_to_end(&mut buf)?;
        return Ok(in_memory(buf));
    }
    let mut file = std::fs::File::open(path)?;
    let regular = file.metadata().is_ok_and(|m| m.is_file() && m.len() > 0);
    if regular {
        // SAFETY: like every tool reading its input this way, this assumes
        // the file is not truncated or rewritten while it runs.
        if let Ok(map) = unsafe { Mmap::map(&file) } {
            let map = Arc::new(map);
            return Ok(Input {
                bytes: map.clone(),
                mapped: Some(map),
            });
        }
    }
    let mut buf = Vec::new();
    file.read_to_end(&mut buf)?;
    Ok(in_memory(buf))
}

fn in_memory(buf: Vec<u8>) -> Input {
    let bytes: Arc<[u8]> = buf.into();
    Input {
        bytes: Arc::new(bytes),
        mapped: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn released_pages_of_a_mapped_file_read_back_the_same() {
        let path = std::env::temp_dir().join(format!("strata-input-{}.mlir", std::process::id()));
        let text: Vec<u8> = (0..1u32 << 20).map(|i| b'a' + (i % 26) as u8).collect();
        std::fs::write(&path, &text).expect("write");
        let input = read_input(path.to_str().expect("utf-8 path")).expect("read");
        assert!(input.mapped.is_some());
        input.release(&input.bytes()[4096..(1 << 19) + 17]);
        input.release(input.bytes());
        assert_eq!(input.bytes(), &text[..]);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn buffers_in_memory_are_never_released() {
        let input = in_memory(b"module {}\n".to_vec());
        input.release(input.bytes());
        assert_eq!(input.bytes(), b"module {}\n");
        // Bytes outside the mapping are left alone.
        let other = vec![7u8; 8192];
        input.release(&other);
        assert!(other.iter().all(|b| *b == 7));
    }
}
