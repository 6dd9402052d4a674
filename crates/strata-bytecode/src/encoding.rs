//! The primitives of the format: constants, section identifiers, a bounds
//! checked cursor over the input and an emitter of the output.

use crate::error::BytecodeError;

/// The four bytes every bytecode file starts with.
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The newest version of the format this crate reads and writes (MLIR 22's).
pub const CURRENT_VERSION: u64 = 6;

/// Version adding dialect versions to the dialect section.
pub const VERSION_DIALECT_VERSIONING: u64 = 1;
/// Version storing the regions of isolated operations in their own sections.
pub const VERSION_LAZY_LOADING: u64 = 2;
/// Version adding use-list orders.
pub const VERSION_USE_LIST_ORDERING: u64 = 3;
/// Version eliding unknown block argument locations and counting op names.
pub const VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC: u64 = 4;
/// Version storing properties in their own section.
pub const VERSION_NATIVE_PROPERTIES: u64 = 5;
/// Version storing operand/result segment sizes as native properties.
pub const VERSION_NATIVE_SEGMENT_SIZES: u64 = 6;

/// The byte alignment padding is filled with.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Section identifiers.
pub mod section {
    /// The string table.
    pub const STRING: u8 = 0;
    /// Dialects and operation names.
    pub const DIALECT: u8 = 1;
    /// Attribute and type encodings.
    pub const ATTR_TYPE: u8 = 2;
    /// Sizes of the attribute and type encodings.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// Operations (also the nested sections of isolated regions).
    pub const IR: u8 = 4;
    /// Resource data.
    pub const RESOURCE: u8 = 5;
    /// Resource keys and sizes.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// A dialect's version, nested in the dialect section.
    pub const DIALECT_VERSIONS: u8 = 7;
    /// Operation properties.
    pub const PROPERTIES: u8 = 8;
    /// Number of section kinds.
    pub const COUNT: usize = 9;

    /// A human-readable name of a section, for diagnostics.
    pub fn name(id: u8) -> &'static str {
        match id {
            STRING => "string section",
            DIALECT => "dialect section",
            ATTR_TYPE => "attribute/type section",
            ATTR_TYPE_OFFSET => "attribute/type offset section",
            IR => "IR section",
            RESOURCE => "resource section",
            RESOURCE_OFFSET => "resource offset section",
            DIALECT_VERSIONS => "dialect version section",
            PROPERTIES => "properties section",
            _ => "unknown section",
        }
    }
}

/// Bits of the operation encoding mask.
pub mod op_mask {
    /// A discardable attribute dictionary follows.
    pub const HAS_ATTRS: u8 = 0x01;
    /// Result types follow.
    pub const HAS_RESULTS: u8 = 0x02;
    /// Operands follow.
    pub const HAS_OPERANDS: u8 = 0x04;
    /// Successors follow.
    pub const HAS_SUCCESSORS: u8 = 0x08;
    /// Regions follow.
    pub const HAS_INLINE_REGIONS: u8 = 0x10;
    /// Use-list orders follow.
    pub const HAS_USE_LIST_ORDERS: u8 = 0x20;
    /// A properties index follows.
    pub const HAS_PROPERTIES: u8 = 0x40;
}

/// A bounds-checked reader over part of the input. Offsets in errors are
/// absolute positions in the file.
#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
    section: &'static str,
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`, which starts at byte `base` of the file.
    pub fn new(data: &'a [u8], base: usize, section: &'static str) -> Self {
        Cursor {
            data,
            pos: 0,
            base,
            section,
        }
    }

    /// The absolute file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Bytes read so far.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// A cursor over `len` bytes at `start` (relative to this cursor's
    /// data), or `None` if they are out of range.
    pub fn slice(&self, start: usize, len: usize) -> Option<Cursor<'a>> {
        let end = start.checked_add(len)?;
        let data = self.data.get(start..end)?;
        Some(Cursor::new(data, self.base + start, self.section))
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// True if every byte was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The section this cursor reads, for diagnostics.
    pub fn section(&self) -> &'static str {
        self.section
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> BytecodeError {
        BytecodeError::new(message, self.offset(), self.section)
    }

    /// Reads `n` bytes.
    pub fn bytes(&mut self, n: u64) -> Result<&'a [u8], BytecodeError> {
        let remaining = self.remaining();
        match usize::try_from(n) {
            Ok(n) if n <= remaining => {
                let out = &self.data[self.pos..self.pos + n];
                self.pos += n;
                Ok(out)
            }
            _ => Err(self.error(format!(
                "attempting to parse {n} bytes when only {remaining} remain"
            ))),
        }
    }

    /// Reads one byte.
    #[inline]
    pub fn byte(&mut self) -> Result<u8, BytecodeError> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.error("attempting to parse 1 bytes when only 0 remain")),
        }
    }

    /// Reads a prefix varint.
    #[inline]
    pub fn varint(&mut self) -> Result<u64, BytecodeError> {
        let first = self.byte()?;
        if first & 1 != 0 {
            return Ok(u64::from(first >> 1));
        }
        self.multi_byte_varint(first)
    }

    /// The rest of a varint longer than one byte.
    #[inline(never)]
    fn multi_byte_varint(&mut self, first: u8) -> Result<u64, BytecodeError> {
        if first == 0 {
            let bytes = self.bytes(8)?;
            let mut word = [0u8; 8];
            word.copy_from_slice(bytes);
            return Ok(u64::from_le_bytes(word));
        }
        let n = first.trailing_zeros() as usize + 1;
        self.pos -= 1;
        let bytes = self.bytes(n as u64)?;
        let mut word = [0u8; 8];
        word[..n].copy_from_slice(bytes);
        Ok(u64::from_le_bytes(word) >> n)
    }

    /// Reads a zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> Result<i64, BytecodeError> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// Reads a varint whose low bit is a flag: `(value, flag)`.
    pub fn varint_with_flag(&mut self) -> Result<(u64, bool), BytecodeError> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 != 0))
    }

    /// Reads a varint used as a count of items each taking at least one
    /// byte, so a hostile count cannot cause a huge allocation.
    pub fn count(&mut self, what: &str) -> Result<usize, BytecodeError> {
        let n = self.varint()?;
        match usize::try_from(n) {
            Ok(n) if n <= self.remaining() => Ok(n),
            _ => Err(self.error(format!(
                "{what} count {n} is larger than the {} remaining bytes",
                self.remaining()
            ))),
        }
    }

    /// Reads a NUL-terminated string (without the terminator).
    pub fn nul_string(&mut self) -> Result<&'a [u8], BytecodeError> {
        let rest = &self.data[self.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(len) => {
                self.pos += len + 1;
                Ok(&rest[..len])
            }
            None => Err(self.error("malformed null-terminated string, no null character found")),
        }
    }

    /// Skips padding up to the absolute `alignment`.
    pub fn align(&mut self, alignment: u64) -> Result<(), BytecodeError> {
        if !alignment.is_power_of_two() {
            return Err(self.error(format!(
                "expected alignment to be a power-of-two, but got: {alignment}"
            )));
        }
        while (self.offset() as u64) & (alignment - 1) != 0 {
            if self.byte()? != ALIGNMENT_BYTE {
                return Err(self.error(
                    "expected alignment byte (0xCB), but got: '0x".to_string()
                        + &format!("{:X}'", self.data[self.pos - 1]),
                ));
            }
        }
        Ok(())
    }

    /// Reads a section header and returns its identifier and a cursor over
    /// its data.
    pub fn section_data(&mut self) -> Result<(u8, Cursor<'a>), BytecodeError> {
        let code = self.byte()?;
        let id = code & 0x7f;
        let aligned = code & 0x80 != 0;
        let len = self.varint()?;
        if aligned {
            let alignment = self.varint()?;
            self.align(alignment)?;
        }
        if usize::from(id) >= section::COUNT {
            return Err(self.error(format!("invalid section ID: {id}")));
        }
        let base = self.offset();
        let data = self.bytes(len).map_err(|mut e| {
            e.section = section::name(id);
            e
        })?;
        Ok((id, Cursor::new(data, base, section::name(id))))
    }
}

/// An output buffer with the alignment its start needs.
#[derive(Default)]
pub struct Emitter {
    /// The bytes written.
    pub buf: Vec<u8>,
    /// The largest alignment requested inside this buffer.
    pub alignment: u64,
}

impl Emitter {
    /// An empty emitter.
    pub fn new() -> Self {
        Emitter {
            buf: Vec::new(),
            alignment: 1,
        }
    }

    /// Bytes written so far.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// True if nothing was written.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// Writes a byte.
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Writes raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// Writes a prefix varint.
    pub fn varint(&mut self, value: u64) {
        if value >> 7 == 0 {
            self.buf.push(((value << 1) | 1) as u8);
            return;
        }
        let mut rest = value >> 7;
        for n in 2..9u32 {
            rest >>= 7;
            if rest == 0 {
                let encoded = ((value << 1) | 1) << (n - 1);
                self.buf
                    .extend_from_slice(&encoded.to_le_bytes()[..n as usize]);
                return;
            }
        }
        self.buf.push(0);
        self.buf.extend_from_slice(&value.to_le_bytes());
    }

    /// Writes a zigzag-encoded signed varint.
    pub fn signed_varint(&mut self, value: i64) {
        self.varint(((value as u64) << 1) ^ ((value >> 63) as u64));
    }

    /// Writes `(value << 1) | flag`.
    pub fn varint_with_flag(&mut self, value: u64, flag: bool) {
        self.varint((value << 1) | u64::from(flag));
    }

    /// Writes a NUL-terminated string.
    pub fn nul_string(&mut self, s: &[u8]) {
        self.buf.extend_from_slice(s);
        self.buf.push(0);
    }

    /// Pads with alignment bytes up to `alignment` (relative to this buffer).
    pub fn align_to(&mut self, alignment: u64) {
        if alignment < 2 {
            return;
        }
        while (self.buf.len() as u64) & (alignment - 1) != 0 {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.alignment = self.alignment.max(alignment);
    }

    /// Appends `child` as a section with identifier `id`.
    pub fn section(&mut self, id: u8, child: Emitter) {
        let code_at = self.buf.len();
        self.byte(id);
        self.varint(child.buf.len() as u64);
        if child.alignment > 1 {
            if (self.buf.len() as u64) & (child.alignment - 1) != 0 {
                self.varint(child.alignment);
                self.align_to(child.alignment);
                self.buf[code_at] |= 0x80;
            } else {
                self.alignment = self.alignment.max(child.alignment);
            }
        }
        self.buf.extend_from_slice(&child.buf);
    }
}

#[cfg(test)]
mod tests;
