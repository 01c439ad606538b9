#!/usr/bin/env python3
"""ICU's data for the release binary, without the parts ike never reads (Docs/Decisions.md, 2026-11-29).

Foundation links ICU with all of its data: one 34 MB symbol, icudtNN_dat, in the toolchain's
lib_FoundationICU.a. ike reads 3 MB of it (time zones, the English and root locales that Foundation's date
formatters ask for, the tables every locale lookup goes through). This writes a copy of that archive whose
data member defines the same symbol over those items only; the release link takes it in the toolchain's
place (the Makefile's --remap-inputs), so nothing else in ICU changes.

Dropped: character set converters (*.cnv: ike reads and writes UTF-8 only), collation, break iteration,
transliteration and spelled-out numbers (no API ike calls sorts, segments or spells text through ICU),
and every locale but root and English from the locale trees (main, zone names, units, currencies,
languages, regions): ike formats no date, number or name for the user's locale. Whatever ICU does not find
it takes from root, as it does for a locale it has no data for.

Usage: icu-data.py OUT_ARCHIVE writes the archive, and beside it the package (.dat) and the assembler file
and object that define the symbol over it; SWIFTC names the compiler whose toolchain to read (default
swiftc), CC the C compiler that assembles (default cc).
"""

import json
import os
import re
import shutil
import struct
import subprocess
import sys

# Locales whose data stays in each tree: ICU's fallback chain for en_US_POSIX (the locale of Foundation's
# ISO 8601 and GRDB's date formatters) and the pool and index every tree opens.
KEPT_LOCALES = {"root", "en", "en_US", "en_US_POSIX", "pool", "res_index"}
DROPPED_TREES = ("coll", "brkitr", "translit", "rbnf")
LOCALE_NAME = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")


def toolchain_archive():
    swiftc = os.environ.get("SWIFTC", "swiftc")
    info = json.loads(subprocess.run([swiftc, "-print-target-info"], check=True, capture_output=True).stdout)
    resources = info["paths"]["runtimeResourcePath"]
    return os.path.join(os.path.dirname(resources), "swift_static", "linux", "lib_FoundationICU.a")


def data_symbol(archive):
    """The archive member and the name of the symbol that holds ICU's data (icudt76_dat for ICU 76)."""
    listing = subprocess.run(["nm", "-A", "--defined-only", archive], check=True, capture_output=True, text=True)
    for line in listing.stdout.splitlines():
        match = re.match(r"^[^:]+:([^:]+):\s*\S+\s+\S\s+(icudt\d+_dat)$", line)
        if match:
            return match.group(1), match.group(2)
    sys.exit(f"icu-data.py: no icudtNN_dat symbol in {archive}")


def symbol_bytes(obj, name):
    """The bytes of a defined symbol of a relocatable ELF64 little-endian object."""
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
    for sh_type, link, offset, size, entsize in ((s[1], s[6], s[4], s[5], s[9]) for s in sections):
        if sh_type != 2:  # SHT_SYMTAB
            continue
        strtab = sections[link][4]
        for at in range(offset, offset + size, entsize):
            st_name, _, _, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", obj, at)
            end = obj.index(b"\0", strtab + st_name)
            if obj[strtab + st_name:end].decode() == name:
                start = sections[st_shndx][4] + st_value
                return obj[start:start + st_size]
    sys.exit(f"icu-data.py: {name} not found")


def read_package(data):
    """The header and the (name, bytes) items of an ICU common data package (CmnD, little-endian)."""
    header_size, = struct.unpack_from("<H", data, 0)
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD" or data[8] != 0:
        sys.exit("icu-data.py: not a little-endian ICU common data package")
    count, = struct.unpack_from("<I", data, header_size)
    toc = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(toc):
        name_start = header_size + name_offset
        name = data[name_start:data.index(b"\0", name_start)].decode()
        end = toc[i + 1][1] if i + 1 < count else len(data) - header_size
        items.append((name, data[header_size + data_offset:header_size + end]))
    return data[:header_size], items


def write_package(header, items):
    """A package of the same header and these items; ICU finds items by binary search, so sorted by name."""
    items = sorted(items, key=lambda item: item[0].encode())
    names = b"".join(name.encode() + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    first = (toc_size + len(names) + 15) & ~15
    toc, body, name_offset = bytearray(struct.pack("<I", len(items))), bytearray(), toc_size
    for name, item in items:
        toc += struct.pack("<II", name_offset, first + len(body))
        name_offset += len(name.encode()) + 1
        body += item + b"\0" * (-len(item) % 16)
    return header + bytes(toc) + names + b"\0" * (first - toc_size - len(names)) + bytes(body)


def kept(name):
    path = name.split("/", 1)[1]
    parts = path.split("/")
    stem, _, extension = parts[-1].rpartition(".")
    if extension == "cnv" or (len(parts) > 1 and parts[0] in DROPPED_TREES):
        return False
    return not (extension == "res" and LOCALE_NAME.match(stem) and stem not in KEPT_LOCALES)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    archive = toolchain_archive()
    member, symbol = data_symbol(archive)
    obj = subprocess.run(["ar", "p", archive, member], check=True, capture_output=True).stdout
    header, items = read_package(symbol_bytes(obj, symbol))
    kept_items = [item for item in items if kept(item[0])]
    for required in ("zoneinfo64.res", "timezoneTypes.res", "metaZones.res", "root.res", "en_US_POSIX.res"):
        if not any(name.endswith("/" + required) for name, _ in kept_items):
            sys.exit(f"icu-data.py: {required} missing from the toolchain's ICU data")
    stem = os.path.splitext(out)[0]
    with open(stem + ".dat", "wb") as file:
        file.write(write_package(header, kept_items))
    with open(stem + ".S", "w") as file:
        file.write(
            f'\t.section .rodata.{symbol},"a",@progbits\n\t.globl {symbol}\n\t.type {symbol},@object\n'
            f'\t.p2align 4\n{symbol}:\n\t.incbin "{os.path.abspath(stem)}.dat"\n'
            f'\t.size {symbol}, . - {symbol}\n\t.section .note.GNU-stack,"",@progbits\n')
    # The member keeps its name, so `ar r` replaces it and the archive's index points at the new data.
    folder = stem + ".member"
    os.makedirs(folder, exist_ok=True)
    member_path = os.path.join(folder, member)
    subprocess.run([os.environ.get("CC", "cc"), "-c", stem + ".S", "-o", member_path], check=True)
    shutil.copyfile(archive, out + ".tmp")
    subprocess.run(["ar", "r", out + ".tmp", member_path], check=True)
    os.replace(out + ".tmp", out)
    print(f"icu-data.py: {symbol}, {len(kept_items)} of {len(items)} items, "
          f"{os.path.getsize(stem + '.dat') / 1e6:.1f} of {sum(len(d) for _, d in items) / 1e6:.1f} MB")

if __name__ == "__main__":
    main()
