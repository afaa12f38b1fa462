/** Descarga un Blob como fichero (enlace temporal con `download`). */
export const descargarBlob = (blob: Blob, nombre: string): void => {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  enlace.style.display = 'none';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // Se libera después: algunos navegadores empiezan la descarga de forma asíncrona.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
