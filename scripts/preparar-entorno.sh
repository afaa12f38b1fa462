#!/usr/bin/env bash
# Prepara la máquina para `npm test` (idempotente): Node ≥ 20, dependencias npm, Chromium de Debian
# (/usr/bin/chromium, Playwright no puede descargar sus navegadores aquí) y PostgreSQL en 127.0.0.1:5432.
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

# --- PostgreSQL en 127.0.0.1:5432 ---------------------------------------------------------------------
pg_responde() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p 5432 -U postgres
  else
    (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
  fi
}
if ! pg_responde; then
  [ -d /etc/postgresql ] && [ -n "$(ls /etc/postgresql 2>/dev/null)" ] \
    || falta "PostgreSQL en 127.0.0.1:5432 (no está instalado: paquete Debian 'postgresql')"
  command -v pg_ctlcluster >/dev/null 2>&1 || falta "PostgreSQL en 127.0.0.1:5432 (no hay pg_ctlcluster para arrancarlo)"
  VERSION_PG="$(ls /etc/postgresql | sort -V | tail -n1)"
  ok "arrancando PostgreSQL $VERSION_PG"
  pg_ctlcluster --skip-systemctl-redirect "$VERSION_PG" main start </dev/null || true
  for _ in $(seq 1 30); do
    pg_responde && break
    sleep 1
  done
  pg_responde || falta "PostgreSQL en 127.0.0.1:5432 (no arranca: pg_ctlcluster --skip-systemctl-redirect $VERSION_PG main start)"
fi
ok "PostgreSQL responde en 127.0.0.1:5432"
