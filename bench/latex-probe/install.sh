#!/bin/sh
# Installs what the LaTeX probe compiles with, from Debian: pdfLaTeX with moderncv (and moderntimeline), europecv, europasscv,
# curve, simplecv, currvita, tucv, ESIEEcv, koma-moderncvclassic and paracol (texlive-latex-extra, and texlive-plain-generic for the soul package
# europasscv loads), babel and hyphenation for the probe's seven languages (texlive-lang-*: Dutch
# is among the "european" ones, the others have a package each), the usual fonts
# (texlive-fonts-recommended, lmodern), and pdftotext to read a render (poppler-utils). Run as root, once per
# machine: about 350 MB, two to three minutes.
set -eu
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
  texlive-latex-extra texlive-fonts-recommended texlive-lang-european texlive-lang-french texlive-lang-german \
  texlive-lang-spanish texlive-lang-italian texlive-lang-portuguese texlive-plain-generic lmodern poppler-utils
