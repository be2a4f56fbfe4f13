# alpreview in a container: the release tarball of `make dist`, built in the official Swift image,
# unpacked into a slim Debian with only what it draws with (Cairo, Pango, fontconfig; the fonts
# are inside the tarball). docs/install.md shows how to run it.
#   docker build -t alpreview .
#   docker run --rm -v "$PWD:/work" alpreview Samples/two-views-with-complex-widths.yaml -o out.png

# Build: the same Debian release as the runtime, so that the C libraries linked against match.
# The toolchain the project is built and tested with (Swift 6.3); SWIFT_IMAGE picks another.
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
COPY . .
# BROWSER= leaves out chromium (only `make test` uses it). The commit reaches `--version` when
# .git is part of the build context; else the version says "unknown".
RUN apt-get update -qq \
    && apt-get install -y -qq make git python3 binutils >/dev/null \
    && make dist BROWSER= \
    && mkdir /opt/alpreview \
    && tar -xzf dist/alpreview-*-linux-*.tar.gz -C /opt/alpreview --strip-components=1

# Runtime: no toolchain, no system fonts of alpreview's; fontconfig for Pango's font map.
FROM debian:bookworm-slim
RUN apt-get update -qq \
    && apt-get install -y -qq --no-install-recommends libcairo2 libpango-1.0-0 libpangocairo-1.0-0 fontconfig \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/alpreview /opt/alpreview
RUN ln -s /opt/alpreview/bin/alpreview /usr/local/bin/alpreview
WORKDIR /work
ENTRYPOINT ["alpreview"]
CMD ["--help"]
