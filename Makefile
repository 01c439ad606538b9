# ike — every command a newcomer or CI needs. `make run` opens the app; `make test` runs every test;
# `make check` lints first, as CI does.
SWIFT ?= swift
PREFIX ?= /usr/local
APT_PACKAGES := libncurses-dev libsqlite3-dev tmux pkg-config
SUDO := $(shell [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && echo sudo)
BENCH_DIR ?= .build/bench

.PHONY: all deps build run test lint check format bench install uninstall docs clean

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

install: deps
	$(SWIFT) build -c release --product ike
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/ike $(DESTDIR)$(PREFIX)/bin/ike

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ike

clean:
	rm -rf .build
