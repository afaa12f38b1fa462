/**
 * La primera pantalla con datos de esta página (issue 32, punto 4; decisión 85). La maquinaria de listas la
 * marca cuando enseña sus primeras filas (o dice de verdad que no hay); lo que puede esperar a después se
 * apunta con `trasPrimeraPantalla`, con un tope por si el usuario se queda en el menú o abre una pantalla que
 * no es una lista: la precarga del código de las demás pantallas y, en la primera descarga, escribir las
 * páginas que siguen a la primera (las dos ocupan el hilo principal y retrasaban la primera fila).
 */

let pintada = false;
const esperando = new Set<() => void>();

/** La pantalla que el usuario mira ya enseña sus datos: lo que esperaba, ahora. */
export const marcarPantallaConDatos = (): void => {
  if (pintada) return;
  pintada = true;
  const todos = [...esperando];
  esperando.clear();
  for (const f of todos) f();
};

/** `fn` cuando la primera pantalla enseñe sus datos, o a los `maximoMs` si eso no llega antes; una sola vez. */
export const trasPrimeraPantalla = (fn: () => void, maximoMs: number): void => {
  if (pintada) {
    fn();
    return;
  }
  let hecho = false;
  const una = (): void => {
    if (hecho) return;
    hecho = true;
    clearTimeout(tope);
    esperando.delete(una);
    fn();
  };
  const tope = setTimeout(una, maximoMs);
  esperando.add(una);
};


/** Lo más que la primera descarga espera, tras su primera página, a la primera pantalla con datos (decisión 85). */
export const ESPERA_MAXIMA_PRIMERA_PAGINA_MS = 2_000;

/** Una promesa que se cumple con la primera pantalla con datos, o a los `maximoMs`. */
export const esperarPrimeraPantalla = (maximoMs = ESPERA_MAXIMA_PRIMERA_PAGINA_MS): Promise<void> =>
  new Promise((resolver) => trasPrimeraPantalla(resolver, maximoMs));
