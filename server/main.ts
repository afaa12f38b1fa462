/**
 * Arranque del servidor desde la línea de órdenes (`npm run server`): lee la configuración del entorno,
 * arranca y para limpiamente con SIGTERM/SIGINT (termina las peticiones en curso y cierra la base).
 * Si la demo no se siembra por escuchar en la red (config.ts), lo dice en una línea.
 */
import { pathToFileURL } from 'node:url';
import { crearServidor, type Servidor } from './app';
import { leerConfig, type Config } from './config';

/** Tiempo máximo de parada antes de salir a la fuerza. */
const PARADA_MAXIMA_MS = 10_000;

export const arrancar = async (config: Config = leerConfig()): Promise<Servidor> => {
  const servidor = await crearServidor({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    puerto: config.puerto,
    host: config.host,
    distDir: config.distDir,
    semilla: config.semilla,
    tokenTtlHoras: config.tokenTtlHoras,
    limiteApiBytes: config.limiteApiBytes,
    descargasPorUsuario: config.descargasPorUsuario,
    admision: { aLaVez: config.peticionesALaVez, enEspera: config.peticionesEnEspera },
    csp: config.csp,
    registrar: true,
  });
  if (config.semillaRetenida !== null) {
    const [hay] = await servidor.db.query<{ hay: boolean }>('SELECT exists (SELECT 1 FROM usuario) AS hay');
    if (hay?.hay !== true) console.warn(config.semillaRetenida);
  }
  const base = config.databaseUrl !== undefined ? 'PostgreSQL (DATABASE_URL)' : config.dataDir === null ? 'PGlite en memoria' : `PGlite en ${config.dataDir}`;
  console.log(`Vigía escuchando en ${servidor.url}/app/ · base de datos: ${base}`);

  let parando = false;
  const parar = (senal: NodeJS.Signals): void => {
    if (parando) return;
    parando = true;
    console.log(`${senal} recibida: parando el servidor...`);
    const forzar = setTimeout(() => {
      console.error('La parada tarda demasiado: salgo sin esperar más.');
      process.exit(1);
    }, PARADA_MAXIMA_MS);
    forzar.unref();
    servidor.cerrar().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error al parar el servidor:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', parar);
  process.once('SIGINT', parar);
  return servidor;
};

const esPrincipal = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (esPrincipal) {
  arrancar().catch((error: unknown) => {
    console.error('No se ha podido arrancar el servidor:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
