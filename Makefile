# ike — every command a newcomer or CI needs. `make run` opens the app; `make test` runs every test;
# `make check` lints first, as CI does.
SWIFT ?= swift
PREFIX ?= /usr/local
# binutils: `make install` strips the binary it installs (and the Swift toolchain links with it anyway).
# libcurl4-openssl-dev: libcurl's header, for sync's HTTP; the library itself is loaded when a sync first sends
# a request, not linked (Docs/Decisions.md, 2026-11-29).
APT_PACKAGES := libncurses-dev libsqlite3-dev tmux pkg-config libcurl4-openssl-dev binutils
# What the installed files are checked with in `make test`: man and groff render the page, zsh and fish read
# their completions (bash is always there); readelf (binutils) reads what the binary needs.
TEST_APT_PACKAGES := man-db groff-base zsh fish binutils
SUDO := $(shell [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && echo sudo)
BENCH_DIR ?= .build/bench
# The binary users get (`make install`, `make run`, `make bench`, the end-to-end tests): release, with the
# Swift runtime and Foundation linked in, so it loads no libswift*.so or Foundation library and runs on a
# machine without a Swift toolchain (Docs/Decisions.md, 2026-11-25).
# lld with packed relative relocations: the 88,000 relative relocations of a static Swift binary take
# 16 KB instead of 2 MB, and start-up maps and reads that much less.
# The functions a start runs are linked next to each other (Build/start.order, made by `make start-order`):
# the kernel maps the binary's pages in large blocks, so scattered start code kept most of 18 MB resident.
# The order moves whole sections, so ike's code and its packages' are compiled a section per function;
# otherwise each source file is one section and the start's functions stay spread over megabytes.
# --no-export-dynamic undoes the toolchain's static-stdlib-args.lnk, which exports ike's 11,000 own symbols:
# every library's relocations looked them up first and a start read 0.9 MiB of symbol tables.
START_ORDER := Build/start.order
# SQLite, ncursesw, libstdc++ (the Swift runtime's and toml++'s) and the unwinder are linked from their
# archives: lld takes STATIC_LIBS/<archive> wherever the link found the shared library. Loading them as shared
# libraries was 3,800 symbol relocations at every start, 0.7 ms of a 2.9 ms `ike --version`
# (Docs/Decisions.md, 2026-11-25). Each entry: shared name=archive.
STATIC_LIBS := .build/static-libs
STATIC_ARCHIVES := libsqlite3.so=libsqlite3.a libncursesw.so=libncursesw.a libtinfo.so=libtinfo.a \
	libstdc++.so=libstdc++.a libgcc_s.so=libgcc_eh.a
# ICU's data without the 31 MB ike never reads (Build/icu-data.py, Docs/Decisions.md 2026-11-29): Foundation
# links all 34 MB of it, and each dependency that imports Foundation (GRDB, TOMLKit) keeps it linked. The
# link takes this copy of the toolchain's lib_FoundationICU.a, whose data member has the rest, in its place.
ICU_ARCHIVE := $(STATIC_LIBS)/lib_FoundationICU.a
PYTHON ?= /usr/bin/python3
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --symbol-ordering-file=$(CURDIR)/$(START_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xcxx -ffunction-sections \
	-Xlinker --no-export-dynamic \
	-Xlinker --remap-inputs=*/lib_FoundationICU.a=$(CURDIR)/$(ICU_ARCHIVE) \
	$(foreach lib,$(STATIC_ARCHIVES),-Xlinker --remap-inputs=*/$(firstword $(subst =, ,$(lib)))=$(CURDIR)/$(STATIC_LIBS)/$(lastword $(subst =, ,$(lib))))
RELEASE_BIN := .build/release/ike
# What the release binary is made from: it is relinked only when one of these changed.
RELEASE_INPUTS := Makefile Package.swift $(wildcard Package.resolved) $(START_ORDER) $(ICU_ARCHIVE) \
	$(shell find Sources -type f 2>/dev/null)
# Where `make install` puts each file, below $(DESTDIR).
BINDIR = $(PREFIX)/bin
MAN1DIR = $(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(PREFIX)/share/fish/vendor_completions.d
# The systemd user units that run `ike notify` every minute (Build/systemd; the service names BINDIR).
SYSTEMD_USER_UNITS = $(PREFIX)/lib/systemd/user
COMPLETIONS_DIR := .build/completions
# The man page and what `make man` makes it from (see the man target).
MAN_PAGE := Docs/ike.1
MAN_SECTIONS := Docs/man/sections.mdoc
MAN_DUMP := Docs/man/ike-dump-help.json
GENERATED_MAN := .build/plugins/GenerateManual/outputs/ike/ike.1
# Where `make test` installs the release binary to drive it as a user's copy.
TEST_INSTALL := .build/test-install
# `make deb`: a Debian package of exactly what `make install PREFIX=/usr` installs, built in DEB_ROOT.
DEB_ROOT := .build/deb/root
DEB_VERSION = $(shell ./$(RELEASE_BIN) --version)
DEB_ARCH = $(shell dpkg --print-architecture)
DEB_FILE = .build/deb/ike_$(DEB_VERSION)_$(DEB_ARCH).deb
# The CalDAV servers of the sync tests (Radicale, Xandikos) and the `caldav` client that plays the phone,
# from PyPI into a virtual environment of their own (Docs/CalDAVServers.md). Debian's python3, not whatever
# python3 comes first on PATH: python3-venv makes its venv module complete, and a pyenv's version file
# cannot change what the tests run on. The stamp's name is a checksum of the pinned versions and of that
# python's version, so a change to either rebuilds the venv and nothing else does.
CALDAV_VENV := .build/caldav-venv
CALDAV_PYTHON ?= /usr/bin/python3
CALDAV_REQUIREMENTS := Tests/Support/caldav-requirements.txt
CALDAV_STAMP := $(CALDAV_VENV)/installed-$(shell { cat $(CALDAV_REQUIREMENTS); $(CALDAV_PYTHON) --version; } \
	2>&1 | cksum | cut -d' ' -f1)
# What the tests are told about it (Tests/IkeTestSupport/CalDAVVenv.swift).
CALDAV_TEST_ENV := IKE_CALDAV_VENV=$(CURDIR)/$(CALDAV_VENV)
# `make bench BENCH_ARGS="--only sync"` runs one group (start, core, due, tags, views, matrix, recurrence, interchange, tui,
# safety, sync, stats).
BENCH_ARGS ?=
# What `make bench` installs besides the build's packages (see the bench target).
BENCH_PACKAGES := tudu time

FUZZ_SECONDS ?= 120
FUZZ_TARGETS := todotxt csv ics json taskwarrior markdown auto deadline dav settings

.PHONY: all deps test-deps sync-servers build release start-order run test lint check format bench soak fuzz test-sanitize man install debug-info deb uninstall docs clean

all: build

# Installs the system packages ike builds with, only when one is missing.
deps:
	@$(call apt_install,$(APT_PACKAGES),)

# The same for what only the tests use; without recommends, which for fish would be a web browser.
test-deps:
	@$(call apt_install,$(TEST_APT_PACKAGES),--no-install-recommends)

# The venv of CalDAV servers; quick when the stamp of the pinned versions is there. A half-made venv (an
# install that failed or was stopped) has no stamp, so the next run starts it again from nothing.
sync-servers: $(CALDAV_STAMP)

$(CALDAV_STAMP):
	@$(call apt_install,python3-venv,)
	rm -rf $(CALDAV_VENV)
	$(CALDAV_PYTHON) -m venv $(CALDAV_VENV)
	$(CALDAV_VENV)/bin/pip install --quiet --no-input -r $(CALDAV_REQUIREMENTS)
	@touch $@

# $(call apt_install,PACKAGES,APT-OPTIONS): installs those of PACKAGES that are missing.
apt_install = missing=""; \
	for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(2) $$missing; \
	fi

build: deps
	$(SWIFT) build

release: $(RELEASE_BIN)

# `touch`, because SwiftPM leaves the binary alone when a touched source compiles to the same objects;
# `rm` first, because SwiftPM does not see a changed Build/start.order and would not link again.
$(RELEASE_BIN): $(RELEASE_INPUTS) | deps $(foreach lib,$(STATIC_ARCHIVES),$(STATIC_LIBS)/$(lastword $(subst =, ,$(lib))))
	rm -f $@
	$(SWIFT) build $(RELEASE_FLAGS) --product ike
	@touch $@

# Made again when the script changes; a new toolchain needs `make clean` (or removing it), like the packages.
$(ICU_ARCHIVE): Build/icu-data.py | deps
	@mkdir -p $(STATIC_LIBS)
	$(PYTHON) Build/icu-data.py $@

$(STATIC_LIBS)/%.a: | deps
	@mkdir -p $(STATIC_LIBS)
	@path="$$(cc -print-file-name=$*.a)"; [ -f "$$path" ] || { echo "make: $*.a not found (cc -print-file-name)"; exit 1; }; \
		ln -sf "$$path" $@

# Opens ike on the default database ($$IKE_DB or ~/.local/share/ike/ike.sqlite). ARGS="…" passes arguments.
# The release binary, so a first run shows the real speed; it is rebuilt only when a source changed.
run: $(RELEASE_BIN)
	./$(RELEASE_BIN) $(ARGS)

# Builds everything and runs every test: the unit tests against the debug build, the end-to-end tests
# once, against the release binary as `make install` installs it (which is also checked for shared Swift
# libraries, and with the man page and completions beside it, for their layout and syntax). Both steps get
# the venv of CalDAV servers that the sync tests start on loopback.
test: deps test-deps sync-servers $(RELEASE_BIN)
	$(SWIFT) build --build-tests
	$(CALDAV_TEST_ENV) $(SWIFT) test --skip-build --skip EndToEndTests
	rm -rf $(TEST_INSTALL)
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(TEST_INSTALL) PREFIX=/usr
	$(MAKE) --no-print-directory deb
	$(CALDAV_TEST_ENV) IKE_BINARY=$(CURDIR)/$(TEST_INSTALL)/usr/bin/ike IKE_DEB=$(CURDIR)/$(DEB_FILE) \
		IKE_TEST_INSTALL=$(CURDIR)/$(TEST_INSTALL) $(SWIFT) test --skip-build --filter EndToEndTests

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

# Lint, then every test, in that order even under -j: a formatting slip fails in a second, not after
# the tests.
check:
	$(MAKE) lint
	$(MAKE) test

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

# Release build, then the benchmark driver (timings are printed, never asserted). tudu, the C++ to-do app
# the start is compared with, and GNU time (peak memory of short commands) are installed when missing;
# without them the bench prints ike's side alone.
bench: $(RELEASE_BIN)
	@missing=""; for p in $(BENCH_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing (for the side-by-side start)"; \
		{ $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; } \
			|| echo "make: could not install$$missing; the bench runs without it"; \
	fi
	@# The sync group runs against Radicale and Xandikos from the venv of the sync tests; without it (no
	@# network for pip) IkeBench says the group was skipped.
	@$(MAKE) --no-print-directory sync-servers || echo "make: no CalDAV servers; the bench skips sync"
	$(SWIFT) build $(RELEASE_FLAGS) --product IkeBench
	mkdir -p $(BENCH_DIR)
	./.build/release/IkeBench --ike ./$(RELEASE_BIN) --dir $(BENCH_DIR) --caldav-venv $(CALDAV_VENV) $(BENCH_ARGS)

# Lists the functions the current release binary runs to its first frame, in order, for the next link
# (IkeBench --start-order, under valgrind's callgrind). Run it after large changes and commit the file.
start-order: $(RELEASE_BIN)
	@dpkg -s valgrind >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind; }
	$(SWIFT) build $(RELEASE_FLAGS) --product IkeBench
	mkdir -p $(BENCH_DIR)
	./.build/release/IkeBench --start-order $(CURDIR)/$(START_ORDER) $(CURDIR)/$(RELEASE_BIN) $(CURDIR)/$(BENCH_DIR)

# Two ike databases and a phone at random through a connection that drops requests (ReplicaSoakTests),
# SOAK_SEEDS seeds instead of the four `make test` runs; a failure names the seed to replay with
# IKE_TEST_SEED. Not part of `make test`.
SOAK_SEEDS ?= 300
soak: deps
	$(SWIFT) build --build-tests
	IKE_SOAK_SEEDS=$(SOAK_SEEDS) $(SWIFT) test --skip-build --filter ReplicaSoakTests

# libFuzzer (Swift's -sanitize=fuzzer, with AddressSanitizer) on each import reader, the format detector,
# the deadline parser, the CalDAV answers' XML reader and the settings file's reader, FUZZ_SECONDS each, from the seeds in Fuzz/Corpus and the inputs that once crashed in
# Fuzz/Regressions (both only read; what libFuzzer learns goes to .build/fuzz-corpus). A crash stops the run
# and is saved in .build/fuzz-crashes: copy it to Fuzz/Regressions/TARGET, add a test, fix. Not part of
# `make test`; the seeds and regressions are replayed there (FuzzCorpusTests).
fuzz: deps
	$(SWIFT) build -c release --build-path .build/fuzz --product IkeFuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DIKE_FUZZ
	@mkdir -p .build/fuzz-crashes .build/fuzz-logs
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz-corpus/$$t; \
		echo "make: fuzzing $$t for $(FUZZ_SECONDS) s (log: .build/fuzz-logs/$$t.log)"; \
		IKE_FUZZ_TARGET=$$t ./.build/fuzz/release/IkeFuzz .build/fuzz-corpus/$$t Fuzz/Corpus/$$t \
			Fuzz/Regressions/$$t -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 \
			-rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=.build/fuzz-crashes/$$t- \
			>.build/fuzz-logs/$$t.log 2>&1; status=$$?; \
		grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added)' .build/fuzz-logs/$$t.log; \
		if [ $$status -ne 0 ]; then tail -40 .build/fuzz-logs/$$t.log; exit $$status; fi; \
	done

# The unit tests under AddressSanitizer, then ThreadSanitizer, each in a build folder of its own (the
# end-to-end tests drive the ike binary and are left out). Leaks inside the toolchain's own libraries are
# suppressed by name (Tests/lsan-suppressions.txt). Not part of `make test`.
test-sanitize: deps sync-servers
	$(SWIFT) build --build-tests --build-path .build/asan --sanitize=address
	$(CALDAV_TEST_ENV) LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --build-path .build/asan --sanitize=address --skip EndToEndTests
	$(SWIFT) build --build-tests --build-path .build/tsan --sanitize=thread
	$(CALDAV_TEST_ENV) $(SWIFT) test --skip-build --build-path .build/tsan --sanitize=thread --skip EndToEndTests

# Docs/ike.1 from the command definitions (swift-argument-parser's generate-manual plugin, which builds the
# package in debug first), the key table and Docs/man/sections.mdoc, with the --experimental-dump-help
# output it was made from beside it in Docs/man, for the freshness test. The page keeps its date until its
# text changes (IkeManual; the placeholder date given here never shows). Commit both files.
man: deps
	$(SWIFT) package generate-manual --configuration debug --date 2000-01-01 --section 1
	$(SWIFT) build --product IkeManual
	@bin=$$($(SWIFT) build --show-bin-path); \
	$$bin/ike --experimental-dump-help > $(MAN_DUMP).tmp && mv $(MAN_DUMP).tmp $(MAN_DUMP) && \
	$$bin/IkeManual $(GENERATED_MAN) $(MAN_SECTIONS) $(MAN_DUMP) $(MAN_PAGE)

# The completion scripts, made by the binary being installed, so they always match its options.
$(COMPLETIONS_DIR)/ike.%: $(RELEASE_BIN)
	@mkdir -p $(COMPLETIONS_DIR)
	./$(RELEASE_BIN) --generate-completion-script $* > $@.tmp
	@mv $@.tmp $@

# Installs under $(DESTDIR)$(PREFIX): bin/ike, the man page, the bash, zsh and fish completions, and the
# systemd user timer and service of `ike notify` (not enabled: `systemctl --user enable --now ike-notify.timer`).
# The release binary's debug information in a file of its own (.build/release/ike.debug), for gdb or lldb
# next to the stripped binary `make install` installs (`set debug-file-directory`, or `symbol-file`).
debug-info: $(RELEASE_BIN)
	objcopy --only-keep-debug $(RELEASE_BIN) $(RELEASE_BIN).debug

install: $(RELEASE_BIN) $(COMPLETIONS_DIR)/ike.bash $(COMPLETIONS_DIR)/ike.zsh $(COMPLETIONS_DIR)/ike.fish
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASH_COMPLETIONS) \
		$(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS) $(DESTDIR)$(SYSTEMD_USER_UNITS)
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/ike
	@# Stripped: the symbol table and debug information are half the file and nothing ike runs reads them
	@# (issue 36); `make debug-info` keeps them beside the build for a debugger.
	strip --strip-all $(DESTDIR)$(BINDIR)/ike
	install -m 0644 $(MAN_PAGE) $(DESTDIR)$(MAN1DIR)/ike.1
	install -m 0644 $(COMPLETIONS_DIR)/ike.bash $(DESTDIR)$(BASH_COMPLETIONS)/ike
	install -m 0644 $(COMPLETIONS_DIR)/ike.zsh $(DESTDIR)$(ZSH_COMPLETIONS)/_ike
	install -m 0644 $(COMPLETIONS_DIR)/ike.fish $(DESTDIR)$(FISH_COMPLETIONS)/ike.fish
	sed 's|@BINDIR@|$(BINDIR)|g' Build/systemd/ike-notify.service.in > $(DESTDIR)$(SYSTEMD_USER_UNITS)/ike-notify.service
	chmod 0644 $(DESTDIR)$(SYSTEMD_USER_UNITS)/ike-notify.service
	install -m 0644 Build/systemd/ike-notify.timer $(DESTDIR)$(SYSTEMD_USER_UNITS)/ike-notify.timer

# Removes exactly the files `make install` put there; folders stay, since other packages share them.
# The package holds the stripped binary, the man page, the completions and the systemd user units, owned
# by root, and depends on the C library, which the binary links alone (SelfContainedBinaryTests), and libcurl,
# which sync loads when it first sends a request; so `apt install ./ike_*.deb` works on a machine without Swift.
deb: $(RELEASE_BIN)
	rm -rf $(DEB_ROOT) && mkdir -p $(DEB_ROOT)/DEBIAN
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr
	printf '%s\n' 'Package: ike' 'Version: $(DEB_VERSION)' 'Architecture: $(DEB_ARCH)' \
		'Maintainer: ike developers <ike@localhost>' 'Depends: libc6, libcurl4 | libcurl3-gnutls' 'Section: utils' 'Priority: optional' \
		"Installed-Size: $$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)" \
		'Description: keyboard-first to-do list, goals and Eisenhower matrix for the terminal' \
		' A to-do list, goal tracker and Eisenhower matrix in one full-screen terminal app,' \
		' stored in SQLite and synced over CalDAV.' > $(DEB_ROOT)/DEBIAN/control
	dpkg-deb --root-owner-group --build $(DEB_ROOT) $(DEB_FILE)
	@echo "wrote $(DEB_FILE)"

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/ike $(DESTDIR)$(MAN1DIR)/ike.1 $(DESTDIR)$(BASH_COMPLETIONS)/ike \
		$(DESTDIR)$(ZSH_COMPLETIONS)/_ike $(DESTDIR)$(FISH_COMPLETIONS)/ike.fish \
		$(DESTDIR)$(SYSTEMD_USER_UNITS)/ike-notify.service $(DESTDIR)$(SYSTEMD_USER_UNITS)/ike-notify.timer

clean:
	rm -rf .build
