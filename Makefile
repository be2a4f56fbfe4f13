# alpreview: two commands on a fresh Debian machine with Swift: `make demo` and `make test`.
SWIFT ?= swift
# chromium: the HTML report's browser test in `make test`; `make deps BROWSER=` leaves it out (CI jobs
# that only run alpreview).
BROWSER := chromium
DEPS := libcairo2-dev libpango1.0-dev libfontconfig-dev zlib1g-dev fonts-inter fonts-dejavu-core fonts-vlgothic fonts-liberation pkg-config $(BROWSER)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build demo test release install dist dist-test goldens docs bench fuzz clean corpus swift-corpus format ib-mutations

# Installs the system libraries and fonts that are missing (with sudo when not root).
deps:
	@missing=""; for p in $(DEPS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if ! command -v apt-get >/dev/null; then echo "error: apt-get not found; install$$missing by hand" >&2; exit 1; fi; \
	  if [ -n "$(SUDO)" ] && ! command -v sudo >/dev/null; then echo "error: not root and no sudo; install$$missing as root" >&2; exit 1; fi; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null \
	    || { echo "error: could not install$$missing" >&2; exit 1; }; \
	fi

build: deps
	$(SWIFT) build --product alpreview

demo: build
	@mkdir -p out
	$(SWIFT) run -q alpreview Samples/two-views-with-complex-widths.yaml -o out/demo.png
	@echo "wrote $(CURDIR)/out/demo.png"

# Every unit test, then every Sample against its goldens (golden-images/, at 1x to keep the
# repository small). A missing or changed golden fails here; `make goldens` records them.
GOLDEN_ARGS := Samples --golden golden-images --failures golden-failures
# The accessibility overlay's golden: its folder's settings draw the a11y layer (alpreview-goldens.json).
A11Y_GOLDEN_ARGS := Samples/controls.yaml --golden golden-images-a11y --failures golden-failures

test: deps
	@SWIFT=$(SWIFT) scripts/test-summary.sh $(GOLDEN_ARGS)
	@.build/debug/alpreview test $(A11Y_GOLDEN_ARGS) --record never --quiet

# The release build: the Swift runtime linked in (no libswift* to install beside it), the commit
# written into `alpreview --version` for the build only (scripts/stamp-commit.sh). RELEASE_FLAGS
# adds compiler flags: CI packs and tests the tarball from an unoptimised release build
# (RELEASE_FLAGS=-Xswiftc -Onone, .ci/run), which links the same way in a third of the time.
RELEASE_BUILD := $(SWIFT) build -c release --product alpreview --static-swift-stdlib $(RELEASE_FLAGS)
release: deps
	scripts/stamp-commit.sh $(RELEASE_BUILD)

# A release build of alpreview installed as $(PREFIX)/bin/alpreview (default /usr/local/bin).
PREFIX ?= /usr/local
install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 "$$($(RELEASE_BUILD) --show-bin-path)/alpreview" $(DESTDIR)$(PREFIX)/bin/alpreview
	@echo "installed $(DESTDIR)$(PREFIX)/bin/alpreview"

# The release tarball, dist/alpreview-VERSION-linux-ARCH.tar.gz: the binary, the fonts it draws
# with and their licences, completions and a man page (scripts/make-dist.sh). ARCH is this
# machine's: the toolchain here builds for its own architecture only.
VERSION := $(shell sed -nE 's/.*static let version = "([^"]+)".*/\1/p' Sources/AlpreviewCommands/Alpreview.swift)
ARCH := $(shell uname -m)
DIST_TARBALL := dist/alpreview-$(VERSION)-linux-$(ARCH).tar.gz
dist: release
	scripts/make-dist.sh "$$($(RELEASE_BUILD) --show-bin-path)/alpreview" $(VERSION) $(ARCH)

# The tarball unpacked and run as on a machine with only Cairo, Pango and fontconfig (no
# toolchain, no system fonts where a mount namespace can hide them), its drawings compared
# byte for byte with the development build's (scripts/dist-test.sh).
dist-test: dist build
	scripts/dist-test.sh $(DIST_TARBALL) .build/debug/alpreview

# After a deliberate change: re-records the goldens that differ (review them in the diff), then
# checks them (a run that records exits 1, as swift-snapshot-testing fails a recording test).
goldens: build
	.build/debug/alpreview test $(GOLDEN_ARGS) --record failed --quiet || .build/debug/alpreview test $(GOLDEN_ARGS) --record never --quiet
	.build/debug/alpreview test $(A11Y_GOLDEN_ARGS) --record failed --quiet || .build/debug/alpreview test $(A11Y_GOLDEN_ARGS) --record never --quiet

# The documentation's pictures: docs/src/*.md, whose alpreview blocks draw them from the Samples, written as
# docs/*.md with the pictures at the paths the pages link to, and docs/readme/README.md written as README.md
# (docs/documentation-pictures.md; `make test` checks they are current). Then the pictures of real files of ../shared/swift (docs/swift-input.md), drawn
# where the corpus is beside the repository: the sources stay there, only the pictures are kept.
DOCS_ARGS := docs docs/src -o docs --root .
README_ARGS := docs docs/readme/README.md -o README.md --root .
SWIFT_PICTURES := ../shared/swift
docs: build
	.build/debug/alpreview $(DOCS_ARGS)
	.build/debug/alpreview $(README_ARGS)
	@if [ -d $(SWIFT_PICTURES) ]; then \
	  .build/debug/alpreview $(SWIFT_PICTURES)/024-SnapKit__SnapKit__SimpleLayoutViewController.swift -o docs/images/swift-snapkit-controller.png --scale 1.5 && \
	  .build/debug/alpreview $(SWIFT_PICTURES)/021-GitHawkApp__GitHawk__SearchRepoResultCell.swift -o docs/images/swift-githawk-cell.png --scale 1.5 && \
	  .build/debug/alpreview $(SWIFT_PICTURES)/040-firebase__quickstart-ios__LoginView.swift -o docs/images/swift-firebase-login-view.png --scale 1.5; \
	else echo "$(SWIFT_PICTURES) not found: the pictures of docs/swift-input.md are left as they are"; fi

# Storyboards and XIBs of ../shared/corpus laid out and compared with the frames Xcode stored
# (docs/interface-builder.md, Measured against Xcode). Skips with a message without ../shared.
corpus: deps
	$(SWIFT) build --product Corpus
	.build/debug/Corpus ../shared/corpus --worst 30
	.build/debug/Corpus ../shared/corpus --calibrate

# Variants of ../shared/corpus's storyboards and XIBs run through the command line (docs/hardening.md);
# about ten minutes, not part of `make test`. IB_MUTATIONS_ARGS="--sample 0" mutates every file.
ib-mutations: build
	python3 scripts/ib_mutations.py ../shared/corpus .build/debug/alpreview $(IB_MUTATIONS_ARGS)

# The Swift files of ../shared/swift read by the Swift reader (docs/swift-input.md): read without
# error, constraint statements found against SOURCES.md's counts, views found, scenes drawn.
swift-corpus: deps
	$(SWIFT) build --product SwiftCorpus
	.build/debug/SwiftCorpus ../shared/swift

WATCH_BENCH_SAMPLES := $(sort $(basename $(notdir $(wildcard Samples/*.yaml))))

# Benchmarks, not tests: solver workloads side by side with kiwisolver (installed from PyPI
# for the benchmark only), drawing stages, golden comparison, and `alpreview test` over 1,000
# generated configurations (configurations per second at 1x and at device scale).
# libdeflate only for the deflate table's comparison (bench/deflate_table.c).
bench: DEPS += libdeflate-dev
bench: deps
	$(SWIFT) build -c release --product Benchmarks
	$(SWIFT) build -c release --product alpreview
	@python3 -c "import kiwisolver" 2>/dev/null || python3 -m pip install --quiet --user kiwisolver \
	  || python3 -m pip install --quiet kiwisolver || echo "warning: kiwisolver could not be installed"
	python3 bench/run.py
	@echo
	@echo "alpreview watch in headless Chromium (release build): slider input to image, file save to page"
	@for s in $(WATCH_BENCH_SAMPLES); do echo "== $$s"; python3 scripts/watch_browser_check.py --binary .build/release/alpreview --sample $$s --saves 10 | grep -E "^(slider|save)"; done

# libFuzzer on every fuzz target, FUZZ_TIME seconds each, one after the other (docs/fuzzing.md):
# FuzzSceneFormat (the parser), FuzzPipeline (layout, solver, report, diagnostics, drawing),
# FuzzPNG (PNG decoding, golden comparison), FuzzInterfaceBuilder (the XML reader and the
# storyboard decoder), FuzzConflictLog (the conflict-log reader and the scenes it rebuilds) and
# FuzzSwiftSource (the Swift reader and its scenes). New inputs go to .build-fuzz/corpus/TARGET, crashes and other findings to
# fuzz-findings/TARGET-*; all targets run even when one finds something.
# A new target: its executable under Sources/, its name here, its seeds and flags below. The Swift
# runtime's backtracer is off: libFuzzer prints the stack, and the backtracer holds a crash for a minute.
FUZZ_TIME ?= 60
FUZZ_TARGETS := FuzzSceneFormat FuzzPipeline FuzzPNG FuzzInterfaceBuilder FuzzConflictLog FuzzSwiftSource
FUZZ_SEEDS_FuzzSceneFormat := Samples Samples/problems
FUZZ_FLAGS_FuzzSceneFormat := -dict=Fuzz/scene.dict
FUZZ_SEEDS_FuzzPipeline := Samples Samples/problems
# Pango and fontconfig keep caches that the leak checker reports at exit.
FUZZ_FLAGS_FuzzPipeline := -dict=Fuzz/scene.dict -timeout=20 -detect_leaks=0
FUZZ_ENV_FuzzPipeline := ASAN_OPTIONS=detect_leaks=0
FUZZ_SEEDS_FuzzPNG := Fuzz/seeds/png
FUZZ_FLAGS_FuzzPNG := -dict=Fuzz/png.dict
FUZZ_SEEDS_FuzzInterfaceBuilder := Fuzz/seeds/xml Samples/storyboards
FUZZ_FLAGS_FuzzInterfaceBuilder := -dict=Fuzz/xml.dict
FUZZ_SEEDS_FuzzConflictLog := Fuzz/seeds/logs Samples/logs
FUZZ_FLAGS_FuzzConflictLog := -dict=Fuzz/log.dict
FUZZ_SEEDS_FuzzSwiftSource := Fuzz/seeds/swift
FUZZ_FLAGS_FuzzSwiftSource := -dict=Fuzz/swift.dict -timeout=20
FUZZ_BUILD := $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --build-path .build-fuzz
fuzz: deps
	$(foreach t,$(FUZZ_TARGETS),$(FUZZ_BUILD) --product $(t) &&) true
	@mkdir -p fuzz-findings $(foreach t,$(FUZZ_TARGETS),.build-fuzz/corpus/$(t))
	@failed=""; \
	$(foreach t,$(FUZZ_TARGETS),echo "== $(t) for $(FUZZ_TIME) s"; \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_ENV_$(t)) .build-fuzz/release/$(t) .build-fuzz/corpus/$(t) $(FUZZ_SEEDS_$(t)) $(FUZZ_FLAGS_$(t)) -max_len=65536 \
	    -max_total_time=$(FUZZ_TIME) -print_final_stats=1 -artifact_prefix=fuzz-findings/$(t)- || failed="$$failed $(t)";) \
	if [ -n "$$failed" ]; then echo "fuzz: findings from$$failed in fuzz-findings/" >&2; exit 1; fi

# The code follows .swift-format (120 columns, 4-space indents); `make test` lints it first.
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build .build-fuzz out golden-failures dist
