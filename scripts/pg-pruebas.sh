#!/usr/bin/env bash
# Un PostgreSQL de usar y tirar para `npm test`: un clúster nuevo (initdb) en una carpeta temporal, en un
# puerto libre de 127.0.0.1, sin contraseña. Las pruebas de fallos lo reinician a él, no al PostgreSQL
# de la máquina, que nadie toca. Los binarios son los del paquete Debian 'postgresql' (si falta y somos
# root, se instala; el clúster de la máquina no se usa). initdb no admite root: como root el clúster es
# del usuario 'postgres' que crea el paquete.
#
#   bash scripts/pg-pruebas.sh arrancar   → crea y arranca; imprime las variables para `eval`
#   bash scripts/pg-pruebas.sh parar DIR  → para el clúster de DIR y borra la carpeta
#
# Variables que imprime (las leen server/db/backends-prueba.ts y tests/e2e/soporte/bd.ts):
#   PRUEBAS_POSTGRES_URL, E2E_PG_ADMIN_URL  postgres://postgres@127.0.0.1:<puerto>/postgres
#   E2E_PG_DATOS                            la carpeta de datos (para reiniciarlo con pg_ctl)
#   E2E_PG_CTL                              la ruta de pg_ctl
#   E2E_PG_USUARIO                          el usuario del sistema dueño del clúster (vacío: el actual)
#   VIGIA_PG_PRUEBAS                        la carpeta a borrar al terminar
set -euo pipefail

falta() {
  echo "pg-pruebas: FALTA: $*" >&2
  exit 1
}

bin_pg() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
    echo "$dir"
    return
  fi
  local initdb
  initdb="$(command -v initdb || true)"
  [ -n "$initdb" ] && dirname "$(readlink -f "$initdb")"
}

como_duenio() {
  if [ -n "$USUARIO" ]; then runuser -u "$USUARIO" -- "$@"; else "$@"; fi
}

accion="${1:-}"
case "$accion" in
arrancar)
  BIN="$(bin_pg)"
  if [ -z "$BIN" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "pg-pruebas: instalando PostgreSQL (paquete Debian postgresql)" >&2
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq </dev/null >&2 || falta "PostgreSQL (apt-get update falló)"
      apt-get install -y -qq postgresql </dev/null >&2 || falta "PostgreSQL (apt-get install -y postgresql falló)"
      BIN="$(bin_pg)"
    fi
    [ -n "$BIN" ] || falta "los binarios de PostgreSQL (initdb, pg_ctl): instala el paquete Debian 'postgresql'"
  fi
  USUARIO=""
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || falta "el usuario 'postgres' (initdb no se puede ejecutar como root)"
    USUARIO=postgres
  fi
  DIR="$(mktemp -d /tmp/vigia-pg-pruebas-XXXXXX)"
  chmod 755 "$DIR"
  [ -z "$USUARIO" ] || chown "$USUARIO" "$DIR"
  PUERTO="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  como_duenio "$BIN/initdb" -D "$DIR/datos" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-instructions >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; falta "initdb en $DIR/datos"; }
  # Las pruebas abren muchas conexiones a la vez (servidores e2e, pruebas de carga del servidor).
  como_duenio "$BIN/pg_ctl" -D "$DIR/datos" -l "$DIR/postgres.log" -w -t 60 \
    -o "-p $PUERTO -c listen_addresses=127.0.0.1 -k $DIR -c max_connections=300" start >&2 \
    || { cat "$DIR/postgres.log" >&2; falta "arrancar el PostgreSQL de pruebas en el puerto $PUERTO"; }
  URL="postgres://postgres@127.0.0.1:$PUERTO/postgres"
  echo "export PRUEBAS_POSTGRES_URL='$URL' E2E_PG_ADMIN_URL='$URL' E2E_PG_DATOS='$DIR/datos' E2E_PG_CTL='$BIN/pg_ctl' E2E_PG_USUARIO='$USUARIO' VIGIA_PG_PRUEBAS='$DIR'"
  echo "pg-pruebas: PostgreSQL de pruebas en 127.0.0.1:$PUERTO ($DIR)" >&2
  ;;
parar)
  DIR="${2:-}"
  [ -n "$DIR" ] && [ -d "$DIR/datos" ] || exit 0
  case "$DIR" in /tmp/vigia-pg-pruebas-*) ;; *) falta "no borro $DIR: no es una carpeta de pg-pruebas" ;; esac
  USUARIO="$(stat -c %U "$DIR/datos")"
  [ "$USUARIO" != "$(id -un)" ] || USUARIO=""
  BIN="$(bin_pg)"
  como_duenio "$BIN/pg_ctl" -D "$DIR/datos" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  ;;
*)
  echo "uso: $0 arrancar | parar DIR" >&2
  exit 2
  ;;
esac
