#!/usr/bin/env bash
# Makes the documents' fonts (packages/documents/fonts) from the Roboto that pdfmake bundles: every glyph
# and character kept, the OpenType layout reduced to kerning and ligatures for the default and Latin
# scripts. pdfkit lays text out with fontkit, which reads every lookup of the features it applies the
# first time a document uses the font, and a document opens its fonts anew: Roboto's full layout
# (Cyrillic, Greek, mark positioning, small caps, figures) made that 60 % of a small PDF's time
# (docs/decisions/documents.md). Needs fontTools (Debian: python3-fonttools).
set -euo pipefail
cd "$(dirname "$0")/../.."
source_dir="$(dirname "$(node -e "console.log(require.resolve('pdfmake/package.json', { paths: ['packages/documents'] }))")")/fonts/Roboto"
for face in Roboto-Regular Roboto-Medium Roboto-Italic Roboto-MediumItalic; do
  /usr/bin/python3 -m fontTools.subset "$source_dir/$face.ttf" \
    --unicodes='*' --glyphs='*' --notdef-outline --name-IDs='*' --name-languages='*' \
    --layout-features='kern,liga' --layout-scripts='DFLT,latn' \
    --output-file="packages/documents/fonts/$face.ttf"
done
