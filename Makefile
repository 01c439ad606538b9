# ike — every command a newcomer or CI needs. `make run` opens the app; `make test` runs every test;
# `make check` lints first, as CI does.
SWIFT ?= swift
PREFIX ?= /usr/local
APT_PACKAGES := libncurses-dev libsqlite3-dev tmux pkg-config
SUDO := $(shell [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && echo sudo)
BENCH_DIR ?= .build/bench

FUZZ_SECONDS ?= 120
FUZZ_TARGETS := todotxt csv ics json taskwarrior markdown auto deadline

.PHONY: all deps build run test lint check format bench fuzz test-sanitize install uninstall docs clean

all: build

# Installs the system packages ike builds and tests with, only when one is missing.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

# Opens ike on the default database ($$IKE_DB or ~/.local/share/ike/ike.sqlite). ARGS="…" passes arguments.
run: deps
	$(SWIFT) build --product ike
	./.build/debug/ike $(ARGS)

# Builds everything (the ike binary included, which the end-to-end tests drive) and runs every test.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

# Lint, then every test, in that order even under -j: a formatting slip fails in a second, not after
# the tests.
check:
	$(MAKE) lint
	$(MAKE) test

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

# Release build, then the benchmark driver (timings are printed, never asserted).
bench: deps
	$(SWIFT) build -c release
	mkdir -p $(BENCH_DIR)
	./.build/release/IkeBench --ike ./.build/release/ike --dir $(BENCH_DIR)

# libFuzzer (Swift's -sanitize=fuzzer, with AddressSanitizer) on each import reader, the format detector and
# the deadline parser, FUZZ_SECONDS each, from the seeds in Fuzz/Corpus and the inputs that once crashed in
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
test-sanitize: deps
	$(SWIFT) build --build-tests --build-path .build/asan --sanitize=address
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --build-path .build/asan --sanitize=address --skip EndToEndTests
	$(SWIFT) build --build-tests --build-path .build/tsan --sanitize=thread
	$(SWIFT) test --skip-build --build-path .build/tsan --sanitize=thread --skip EndToEndTests

install: deps
	$(SWIFT) build -c release --product ike
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/ike $(DESTDIR)$(PREFIX)/bin/ike

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ike

clean:
	rm -rf .build
