/**
 * Avisos de la app fuera de React: las guardas del router y los mecanismos de sesión publican aquí un
 * mensaje y <AvisosGlobales> (dentro del SnackbarProvider) lo enseña en el snackbar (3500 ms). Lo que se
 * publica antes de que haya quien escuche (la primera navegación ocurre mientras la app se monta) se
 * guarda y se entrega al suscribirse.
 */
type OyenteAviso = (mensaje: string) => void;

const oyentes = new Set<OyenteAviso>();
let enEspera: string[] = [];

export const avisar = (mensaje: string): void => {
  if (oyentes.size === 0) {
    enEspera.push(mensaje);
    return;
  }
  for (const oyente of oyentes) oyente(mensaje);
};

export const suscribirAvisos = (oyente: OyenteAviso): (() => void) => {
  oyentes.add(oyente);
  const pendientes = enEspera;
  enEspera = [];
  for (const mensaje of pendientes) oyente(mensaje);
  return () => {
    oyentes.delete(oyente);
  };
};
