//! External resources (kept by the context as their text) in bytecode form.

/// Resource entry kind of a blob.
pub(crate) const KIND_BLOB: u8 = 0;
/// Resource entry kind of a boolean.
pub(crate) const KIND_BOOL: u8 = 1;
/// Resource entry kind of a string.
pub(crate) const KIND_STRING: u8 = 2;

/// The value of an external resource entry, decoded from its text.
pub(crate) enum ExternalValue {
    /// `true` / `false`.
    Bool(bool),
    /// A string literal.
    String(Vec<u8>),
    /// A `"0x..."` hex blob: a little-endian alignment and the data.
    Blob {
        /// Alignment in bytes.
        alignment: u32,
        /// The data.
        bytes: Vec<u8>,
    },
}

impl ExternalValue {
    /// Decodes the text of a value as the text parser kept it.
    pub(crate) fn parse(text: &str) -> ExternalValue {
        match text {
            "true" => return ExternalValue::Bool(true),
            "false" => return ExternalValue::Bool(false),
            _ => {}
        }
        let inner = text
            .strip_prefix('"')
            .and_then(|t| t.strip_suffix('"'))
            .unwrap_or(text);
        if let Some(blob) = inner.strip_prefix("0x").and_then(decode_hex)
            && blob.len() >= 4
        {
            let alignment = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]);
            if alignment.is_power_of_two() {
                return ExternalValue::Blob {
                    alignment,
                    bytes: blob[4..].to_vec(),
                };
            }
        }
        ExternalValue::String(unescape(inner))
    }
}

fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Resolves the escapes of a string literal's body.
fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' || i + 1 >= b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let c = b[i + 1];
        let hex = s
            .get(i + 1..i + 3)
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (c, hex) {
            (b'n', _) => out.push(b'\n'),
            (b't', _) => out.push(b'\t'),
            (b'"' | b'\\', _) => out.push(c),
            (_, Some(v)) => {
                out.push(v);
                i += 1;
            }
            _ => out.push(c),
        }
        i += 2;
    }
    out
}
