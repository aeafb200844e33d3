# Mosaic — the two commands a new user runs are `make demo` and `make test`.
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?= -c $(CONFIG)
XVFB_SCREEN ?= -screen 0 1280x1024x24
# Seconds the unit and snapshot tests may take before the run is stopped as hung.
TEST_TIMEOUT ?= 1500

.PHONY: setup build demo screenshots test unit e2e bench bench-window port format clean

## Install the Debian packages Mosaic needs (only the missing ones).
setup:
	@scripts/setup-deps

build: setup
	$(SWIFT) build $(BUILD_FLAGS)

## Open the demo gallery in a window (renders PNG screenshots instead when there is no display);
## APP=mail runs the Mail app instead.
demo: setup
	$(SWIFT) build $(BUILD_FLAGS) --product mosaic-demos
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
	  "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mosaic-demos" $(if $(APP),--app $(APP)); \
	else \
	  echo "make demo: no display found; rendering the gallery to screenshots/ instead."; \
	  echo "make demo: for a real window run it under a display, or: xvfb-run -a make demo"; \
	  "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mosaic-demos" --screenshot screenshots; \
	fi

## Render the gallery headlessly to screenshots/.
screenshots: setup
	$(SWIFT) build $(BUILD_FLAGS) --product mosaic-demos
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mosaic-demos" --screenshot screenshots

## The whole test suite: unit and snapshot tests, then the end-to-end tests under Xvfb.
test: setup
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	@# Under Xvfb when it exists, so the tests that open real windows run too. A test that
	@# never returns stops the run after TEST_TIMEOUT seconds instead of hanging it.
	@if command -v xvfb-run >/dev/null 2>&1; then \
	  runner="xvfb-run -a -s \"$(XVFB_SCREEN)\""; \
	else \
	  runner=""; \
	fi; \
	eval $$runner timeout --kill-after=20 $(TEST_TIMEOUT) $(SWIFT) test $(BUILD_FLAGS) --skip-build; \
	status=$$?; \
	if [ $$status -eq 124 ] || [ $$status -eq 137 ]; then \
	  echo "make test: the unit tests did not finish within $(TEST_TIMEOUT) s; a test is waiting forever"; \
	fi; \
	exit $$status
	@$(MAKE) --no-print-directory e2e

## Drive the demo in a real window under Xvfb with xdotool.
e2e: setup
	$(SWIFT) build $(BUILD_FLAGS) --product mosaic-demos
	@if command -v xvfb-run >/dev/null 2>&1; then \
	  scripts/e2e "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mosaic-demos"; \
	else \
	  echo "e2e: xvfb-run is not installed; end-to-end tests not run"; \
	fi

## Benchmarks (release build); `make bench ARGS=render` runs one.
bench: setup
	MOSAIC_CROSS_MODULE_OPTIMIZATION=1 $(SWIFT) build -c release --product mosaic-bench
	"$$(MOSAIC_CROSS_MODULE_OPTIMIZATION=1 $(SWIFT) build -c release --show-bin-path)/mosaic-bench" $(ARGS)

## The real-window benchmark under Xvfb, side by side with the same grid in GTK 4 (installs
## GTK 4 for Python through scripts/setup-bench-deps, for this benchmark only).
bench-window: setup
	MOSAIC_CROSS_MODULE_OPTIMIZATION=1 $(SWIFT) build -c release --product mosaic-bench
	xvfb-run -a -s "$(XVFB_SCREEN)" \
	  "$$(MOSAIC_CROSS_MODULE_OPTIMIZATION=1 $(SWIFT) build -c release --show-bin-path)/mosaic-bench" window --compare

## Port an iOS project's Swift sources to Mosaic, in place: `make port DIR=MyApp`
## (`make port DIR=MyApp ARGS=--check` reports without writing; ARGS="--to OUT" writes elsewhere).
port:
	@if [ -z "$(DIR)" ]; then echo "usage: make port DIR=path/to/sources [ARGS=--check]"; exit 2; fi
	$(SWIFT) build $(BUILD_FLAGS) --product mosaic-port
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mosaic-port" $(ARGS) "$(DIR)"

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build screenshots
