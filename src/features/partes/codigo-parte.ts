/** Lo que el lector de QR lee en un parte: su número, su id o un enlace a /partes/{id}. */

/** El texto leído como número o id de parte (de un enlace .../partes/{id}, el id). */
export const codigoDeParte = (texto: string): string => {
  const enlace = /\/partes\/([^/?#]+)\/?(?:[?#].*)?$/.exec(texto);
  return enlace?.[1] ? decodeURIComponent(enlace[1]) : texto.trim();
};

export const mensajeParteNoEncontrado = (codigo: string): string => `El código leído (${codigo}) no corresponde a ningún parte de este dispositivo`;
