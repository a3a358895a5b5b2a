#!/bin/sh
# The studio server's releases (docs/deploying.md): each version in a folder of its own under
# DIR/releases/, a clone of the repository at that commit, built (npm run studio:build), with its
# production packages only; DIR/current, a symbolic link, is the one the service runs.
#
#   scripts/studio-release.sh DIR REPOSITORY [COMMIT]   makes COMMIT (the repository's HEAD by default) a
#                                                       release and the current one; prints its name
#   scripts/studio-release.sh DIR --back                makes the release before the current one current again
#
# Then `systemctl restart itsite-studio`. The switch is one rename, so the service never sees a half
# state; a failed release leaves the current one as it was. The last five releases are kept.
set -eu
dir=$1
releases="$dir/releases"

# DIR/current -> releases/$1, in one rename.
switch() {
  ln -sfn "releases/$1" "$dir/.current.new"
  mv -T "$dir/.current.new" "$dir/current"
}

if [ "${2:-}" = "--back" ]; then
  current=$(basename "$(readlink "$dir/current")")
  # Names begin with the time they were made: the one before sorts just before.
  previous=$(ls "$releases" | sort | grep -x -B1 -- "$current" | head -n 1)
  if [ -z "$previous" ] || [ "$previous" = "$current" ]; then
    echo "되돌릴 이전 릴리스가 없습니다. 지금 릴리스($current)가 가장 오래된 것입니다." >&2
    exit 1
  fi
  switch "$previous"
  echo "$previous"
  exit 0
fi

repository=$2
commit=${3:-HEAD}
mkdir -p "$releases"
staged="$releases/.staged-$$"
trap 'rm -rf "$staged"' EXIT
git clone --quiet --no-checkout -- "$repository" "$staged"
git -C "$staged" checkout --quiet --detach "$commit" --
name="$(date -u +%Y%m%dT%H%M%SZ)-$(git -C "$staged" rev-parse --short=12 HEAD)"
(
  cd "$staged"
  npm ci --no-audit --no-fund
  npm run -s studio:build
  npm ci --omit=dev --no-audit --no-fund
)
mv -T "$staged" "$releases/$name"
switch "$name"
ls "$releases" | sort | head -n -5 | while read -r old; do rm -rf "${releases:?}/$old"; done
echo "$name"
