#!/usr/bin/env bash
# Lo que ejecuta `npm test` y CI: prepara la máquina y corre, en orden, typecheck y lint (a la vez), vitest,
# build y Playwright. Sigue con los pasos siguientes cuando uno falla (para ver todo de una vez), imprime un
# resumen con la duración de cada paso y sale con 1 si alguno falló. La build es requisito de las e2e.
set -uo pipefail

cd "$(dirname "$0")/.."
export CI="${CI:-}"

registros="$(mktemp -d)"
pasos=()
resultados=()
duraciones=()
fallos=0

# Un paso acabado, para el resumen: nombre, código de salida y segundos.
anotar_paso() {
  pasos+=("$1")
  duraciones+=("$3")
  if [ "$2" = 0 ]; then
    resultados+=("OK")
  else
    resultados+=("FALLO (código $2)")
    fallos=$((fallos + 1))
  fi
}

paso() {
  local nombre="$1"
  shift
  echo
  echo "================ $nombre: $* ================"
  local inicio=$SECONDS
  # La salida también a un fichero: el resumen final repite las pruebas que fallaron (en CI solo se ve
  # el final del registro).
  "$@" </dev/null 2>&1 | tee "$registros/$nombre.log"
  local rc=${PIPESTATUS[0]}
  anotar_paso "$nombre" "$rc" "$((SECONDS - inicio))"
  return "$rc"
}

# Varios pasos a la vez, cada uno en su núcleo (typecheck y lint: los dos son de un solo hilo y la máquina
# tiene dos). Uso: a_la_vez nombre1 "orden1" nombre2 "orden2"… Cada salida va a su fichero y se imprime
# entera al acabar todos, sin mezclarse; cada paso cuenta su propia duración en el resumen.
a_la_vez() {
  local -a nombres=() pids=()
  while [ $# -ge 2 ]; do
    local nombre="$1" orden="$2"
    shift 2
    nombres+=("$nombre")
    (
      inicio=$(date +%s)
      bash -c "$orden" </dev/null >"$registros/$nombre.log" 2>&1
      echo "$? $(($(date +%s) - inicio))" >"$registros/$nombre.fin"
    ) &
    pids+=("$!")
  done
  wait "${pids[@]}"
  local nombre rc segundos
  for nombre in "${nombres[@]}"; do
    echo
    echo "================ $nombre (a la vez: ${nombres[*]}) ================"
    cat "$registros/$nombre.log"
    read -r rc segundos <"$registros/$nombre.fin" || { rc=1; segundos=0; }
    anotar_paso "$nombre" "$rc" "$segundos"
  done
}

resumen() {
  echo
  echo "================ Resumen de npm test ================"
  local i
  for i in "${!pasos[@]}"; do
    printf '  %-18s %-22s %5ss\n' "${pasos[$i]}" "${resultados[$i]}" "${duraciones[$i]}"
  done
  echo "  total: ${SECONDS}s"
  for i in "${!pasos[@]}"; do
    if [ "${resultados[$i]}" != "OK" ] && [ -f "$registros/${pasos[$i]}.log" ]; then
      echo "  --- ${pasos[$i]}: lo que falló ---"
      grep -E '✘|^ *[0-9]+\) |^ *(Error|AssertionError|TypeError)[: ]|FAIL |×|^ *(Locator|Expected|Received|Call log):|^ *> *[0-9]+ \|' "$registros/${pasos[$i]}.log" | head -60 | cut -c1-300
      # De cada e2e que falló, lo que había en la página (el árbol de accesibilidad que guarda Playwright):
      # en CI solo queda este registro, y sin él no se sabe qué pantalla vio la prueba.
      grep -ohE 'test-results/[^ ]*error-context\.md' "$registros/${pasos[$i]}.log" | sort -u | head -3 | while read -r contexto; do
        [ -f "$contexto" ] || continue
        echo "  --- $contexto ---"
        head -80 "$contexto" | cut -c1-200
      done
    fi
  done
  if [ "$fallos" = 0 ]; then
    echo "RESULTADO: todo correcto"
  else
    echo "RESULTADO: $fallos paso(s) fallaron"
  fi
}

if ! paso "entorno" bash scripts/preparar-entorno.sh; then
  resumen
  exit 1
fi
# Un PostgreSQL propio de usar y tirar (scripts/pg-pruebas.sh): las pruebas de fallos lo reinician a él y
# no al de la máquina. Con PRUEBAS_POSTGRES_URL ya puesta se usa esa base y no se crea nada.
if [ -z "${PRUEBAS_POSTGRES_URL:-}" ]; then
  if ! variables_pg="$(bash scripts/pg-pruebas.sh arrancar)"; then
    pasos+=("postgresql")
    resultados+=("FALLO (no arranca)")
    duraciones+=(0)
    fallos=$((fallos + 1))
    resumen
    exit 1
  fi
  eval "$variables_pg"
  trap 'bash scripts/pg-pruebas.sh parar "${VIGIA_PG_PRUEBAS:-}"' EXIT
fi
a_la_vez typecheck "npm run --silent typecheck" lint "npm run --silent lint"
paso "vitest" npx vitest run
# Las e2e en dos tandas: las pruebas de fallos y de varios servidores solas (reinician el PostgreSQL
# compartido y miden tiempos) y el resto con dos workers (playwright.config.ts, E2E_GRUPO).
if paso "build" npx vite build; then
  paso "playwright" env E2E_GRUPO=resto E2E_WORKERS="${E2E_WORKERS:-2}" npx playwright test
  paso "playwright-fallos" env E2E_GRUPO=fallos E2E_WORKERS=1 npx playwright test
else
  for p in playwright playwright-fallos; do
    pasos+=("$p")
    resultados+=("NO EJECUTADO (sin build)")
    duraciones+=(0)
    fallos=$((fallos + 1))
  done
fi

resumen
[ "$fallos" = 0 ]
