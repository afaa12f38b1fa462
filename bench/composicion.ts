/**
 * npm run bench -- --solo composicion [--scales 10,100]: de qué está hecho el conjunto de trabajo de cada
 * usuario (técnico, comercial, supervisor) a cada escala, por colección, tal como se lo da `sync.pull`
 * (issue 13, punto 10: qué crece con la empresa y qué necesita de verdad un técnico sin conexión). Solo
 * el servidor, sin navegador: la misma base sembrada que usa el resto del bench (bench/out/datos-escala-N).
 */
import { join } from 'node:path';
import { crearServidor } from '../server/app';
import { descargaCompleta, iniciarSesionApi } from '../tests/e2e/soporte/api';

interface OpcionesComposicion {
  out: string;
  escalas: readonly number[];
  usuarios: readonly string[];
  anotar: (que: string, cifra: string) => void;
}

const f = (n: number): string => n.toLocaleString('es-ES');

export const benchComposicion = async ({ out, escalas, usuarios, anotar }: OpcionesComposicion): Promise<void> => {
  /** escala → usuario → colección → documentos */
  const cuentas = new Map<number, Map<string, Map<string, number>>>();
  for (const escala of escalas) {
    const dataDir = join(out, `datos-escala-${escala}`);
    console.log(`\nC. Composición a escala ${escala} (${dataDir})`);
    const t0 = Date.now();
    const servidor = await crearServidor({ dataDir, puerto: 0, host: '127.0.0.1', semilla: { escala }, registrar: false, csp: null });
    console.log(`  servidor listo en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    try {
      const porUsuario = new Map<string, Map<string, number>>();
      for (const login of usuarios) {
        const { token } = await iniciarSesionApi(servidor.url, login);
        const t = Date.now();
        const todo = await descargaCompleta(servidor.url, token);
        const porColeccion = new Map([...todo].map(([c, docs]) => [c, docs.size] as const).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]));
        porUsuario.set(login, porColeccion);
        const total = [...porColeccion.values()].reduce((s, n) => s + n, 0);
        anotar(`escala ${escala} · ${login}: documentos (sync.pull desde Node, ${((Date.now() - t) / 1000).toFixed(1)} s)`, f(total));
        const mayores = [...porColeccion].slice(0, 8).map(([c, n]) => `${c} ${f(n)} (${((100 * n) / total).toFixed(0)} %)`);
        anotar(`escala ${escala} · ${login}: las colecciones más grandes`, mayores.join(', '));
      }
      cuentas.set(escala, porUsuario);
    } finally {
      await servidor.cerrar();
    }
  }
  const [primera, ultima] = [escalas[0], escalas.at(-1)];
  if (primera === undefined || ultima === undefined || primera === ultima) return;
  console.log(`\nC. Crecimiento de escala ${primera} a ${ultima}, por colección (documentos)`);
  for (const login of usuarios) {
    const a = cuentas.get(primera)?.get(login) ?? new Map<string, number>();
    const b = cuentas.get(ultima)?.get(login) ?? new Map<string, number>();
    const filas = [...b].map(([c, n]) => ({ c, antes: a.get(c) ?? 0, despues: n })).sort((x, y) => y.despues - x.despues);
    const crecen = filas.filter((x) => x.antes === 0 || x.despues / x.antes > 1.5).slice(0, 10);
    const fijas = filas.filter((x) => x.antes > 0 && x.despues / x.antes <= 1.5).map((x) => x.c);
    anotar(
      `${login}: crecen con la empresa (${primera} → ${ultima})`,
      crecen.map((x) => `${x.c} ${f(x.antes)} → ${f(x.despues)}`).join(', ') || 'ninguna',
    );
    anotar(`${login}: no crecen (≤ 1,5×)`, fijas.join(', ') || 'ninguna');
  }
};
