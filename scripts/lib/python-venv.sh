# Sourced by the install scripts. python_venv NAME VENV REQ: a venv at VENV with the pinned packages of
# REQ, rebuilt only when REQ changed since the last install (its copy is kept in the venv). NAME
# prefixes the messages.
python_venv() {
  local name=$1 venv=$2 req=$3
  if [ ! -x "$venv/bin/python" ] || ! cmp -s "$req" "$venv/.requirements.txt"; then
    echo "$name: Python packages from $req into $venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$req"
    cp "$req" "$venv/.requirements.txt"
  else
    echo "$name: Python packages up to date"
  fi
}
