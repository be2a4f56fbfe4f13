#!/usr/bin/env bash
# Regenerates the documentation's images from the Samples (run from the repository root
# after `swift build`). The images are deterministic: the same build gives the same bytes.
set -euo pipefail
A=.build/debug/alpreview
D=docs/images
$A Samples/two-views-with-complex-widths.yaml --device "iPhone SE (1st generation)" --orientation both -o $D/two-views-with-complex-widths.png --scale 1.5
$A Samples/two-views-with-complex-widths.yaml --device "iPhone SE (1st generation)" --orientation portrait --clean -o $D/two-views-clean.png --scale 1.5
$A Samples/two-views-with-complex-widths.yaml --device "iPhone SE (1st generation)" --orientation portrait -o $D/two-views-annotated.png --scale 1.5
$A Samples/adaptive-single-view.yaml --orientation portrait -o $D/annotations-optional.png --scale 1.5
$A Samples/simple-label-and-text-field.yaml --orientation portrait -o $D/annotations-baseline.png --scale 1.5 --annotate constraints,labels,margins
$A Samples/problems/conflict.yaml -o $D/annotations-conflict.png --scale 1.5
$A Samples/problems/misplaced-frame.yaml -o $D/annotations-misplaced.png --scale 1.5
$A Samples/problems/content-priority-ambiguity.yaml -o $D/annotations-ambiguity.png --scale 1.5
$A Samples/priorities.yaml --device "iPhone 11 Pro" --orientation landscape -o $D/annotations-safe-area.png --scale 1.5
$A Samples/two-buttons-with-equal-spacing-guides.yaml --orientation landscape -o $D/annotations-guides.png --scale 1.5
$A Samples/bars.yaml --clean -o $D/bars-light.png --scale 2
$A Samples/bars.yaml --clean --theme dark -o $D/bars-dark.png --scale 2
$A Samples/bars-large-title.yaml --clean -o $D/bars-large-title.png --scale 2
# Real files of the Swift corpus (docs/swift-input.md), drawn where ../shared/swift is beside the
# repository; the sources stay there, only the pictures are kept.
S=../shared/swift
if [ -d $S ]; then
  $A $S/024-SnapKit__SnapKit__SimpleLayoutViewController.swift -o $D/swift-snapkit-controller.png --scale 1.5
  $A $S/021-GitHawkApp__GitHawk__SearchRepoResultCell.swift -o $D/swift-githawk-cell.png --scale 1.5
  $A $S/040-firebase__quickstart-ios__LoginView.swift -o $D/swift-firebase-login-view.png --scale 1.5
fi
