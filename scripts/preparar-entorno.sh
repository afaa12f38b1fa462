#!/usr/bin/env bash
# Prepara la máquina para `npm test` (idempotente): Node ≥ 20, dependencias npm, Chromium de Debian
# (/usr/bin/chromium, Playwright no puede descargar sus navegadores aquí) y los binarios de PostgreSQL.
# Instala o arranca lo que falta; si no puede, dice exactamente qué falta y sale con 1.
set -euo pipefail

cd "$(dirname "$0")/.."

falta() {
  echo "preparar-entorno: FALTA: $*" >&2
  exit 1
}
ok() { echo "preparar-entorno: $*"; }

# --- Node -------------------------------------------------------------------------------------------
command -v node >/dev/null 2>&1 || falta "node (Node.js ≥ 20) no está en el PATH"
NODE_MAYOR="$(node -p 'process.versions.node.split(".")[0]')"
[ "$NODE_MAYOR" -ge 20 ] || falta "Node.js ≥ 20 (hay $(node -v))"
ok "Node $(node -v)"

# --- Dependencias npm (nunca npm ci: el lockfile no trae los binarios de rollup de esta máquina) -----
necesita_install=0
for bin in tsx vite vitest playwright eslint tsc; do
  [ -x "node_modules/.bin/$bin" ] || necesita_install=1
done
if [ "$necesita_install" = 1 ]; then
  command -v npm >/dev/null 2>&1 || falta "npm no está en el PATH"
  ok "faltan dependencias en node_modules: npm install --no-audit --no-fund"
  npm install --no-audit --no-fund </dev/null || falta "npm install falló (¿hay acceso al registro de npm?)"
fi
ok "dependencias npm presentes"

# --- Chromium de Debian ---------------------------------------------------------------------------------
CHROMIUM=/usr/bin/chromium
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    ok "instalando Chromium (paquete Debian chromium)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq </dev/null || falta "$CHROMIUM (apt-get update falló; instala el paquete Debian 'chromium')"
    apt-get install -y -qq chromium </dev/null || falta "$CHROMIUM (apt-get install -y chromium falló)"
  else
    falta "$CHROMIUM (instala el paquete Debian 'chromium' como root: apt-get install -y chromium)"
  fi
fi
[ -x "$CHROMIUM" ] || falta "$CHROMIUM tras instalar el paquete chromium"
ok "Chromium: $("$CHROMIUM" --version 2>/dev/null | head -n1)"

# --- PostgreSQL (binarios) ------------------------------------------------------------------------------
# npm test arranca su propio clúster de usar y tirar (scripts/pg-pruebas.sh), que instala el paquete
# Debian 'postgresql' si falta y es root: aquí solo se comprueba que estará.
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then
  ok "PostgreSQL: $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || command -v initdb)"
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  ok "PostgreSQL no está: lo instalará scripts/pg-pruebas.sh (paquete Debian postgresql)"
else
  falta "PostgreSQL (initdb, pg_ctl): instala el paquete Debian 'postgresql' como root"
fi
