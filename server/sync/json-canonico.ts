/** JSON con las claves de cada objeto ordenadas: el mismo valor da siempre el mismo texto (huellas y claves de cerrojo). */
export const jsonCanonico = (v: unknown): string =>
  JSON.stringify(v ?? null, (_clave, valor: unknown) =>
    valor !== null && typeof valor === 'object' && !Array.isArray(valor)
      ? Object.fromEntries(Object.entries(valor).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : valor);
