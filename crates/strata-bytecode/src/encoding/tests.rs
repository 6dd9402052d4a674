use super::*;

fn roundtrip(v: u64) -> (usize, u64) {
    let mut e = Emitter::new();
    e.varint(v);
    let mut c = Cursor::new(&e.buf, 0, "test");
    let back = c.varint().expect("reads back");
    assert!(c.is_empty());
    (e.buf.len(), back)
}

#[test]
fn varints_use_the_prefix_length_encoding() {
    for (v, len) in [
        (0u64, 1usize),
        (127, 1),
        (128, 2),
        ((1 << 14) - 1, 2),
        (1 << 14, 3),
        ((1 << 56) - 1, 8),
        (1 << 56, 9),
        (u64::MAX, 9),
    ] {
        assert_eq!(roundtrip(v), (len, v), "value {v}");
    }
    let mut e = Emitter::new();
    e.varint(128);
    assert_eq!(e.buf, [0x02, 0x02]);
}

#[test]
fn signed_varints_zigzag() {
    for v in [0i64, -1, 1, i64::MIN, i64::MAX, -12345] {
        let mut e = Emitter::new();
        e.signed_varint(v);
        let mut c = Cursor::new(&e.buf, 0, "test");
        assert_eq!(c.signed_varint().expect("reads back"), v);
    }
    let mut e = Emitter::new();
    e.signed_varint(-1);
    assert_eq!(e.buf, [0x03]);
}

#[test]
fn truncated_input_is_an_error_with_its_offset() {
    let mut c = Cursor::new(&[0x02], 10, "IR section");
    let err = c.varint().expect_err("truncated");
    assert_eq!(err.offset, 10);
    assert_eq!(
        err.message,
        "attempting to parse 2 bytes when only 1 remain"
    );
    let mut c = Cursor::new(&[0xff, 0xff], 0, "IR section");
    assert!(c.count("value").is_err());
}

#[test]
fn sections_are_aligned_with_padding() {
    let mut child = Emitter::new();
    child.byte(1);
    child.align_to(8);
    child.byte(2);
    let mut top = Emitter::new();
    top.byte(0xaa);
    top.section(section::RESOURCE, child);
    let mut c = Cursor::new(&top.buf, 0, "file");
    assert_eq!(c.byte().expect("byte"), 0xaa);
    let (id, mut data) = c.section_data().expect("section");
    assert_eq!(id, section::RESOURCE);
    assert_eq!(data.offset() % 8, 0);
    assert_eq!(data.byte().expect("byte"), 1);
}
