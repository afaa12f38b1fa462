/**
 * Control del proceso servidor de las e2e: `server/main.ts` como proceso hijo (node + tsx) con PORT,
 * DATA_DIR o DATABASE_URL, en su propio grupo de procesos para poder matarlo de golpe (SIGKILL) y
 * volver a arrancarlo en el mismo puerto y con los mismos datos. Guarda la salida en
 * test-results/servidores/<nombre>.log (o en $E2E_LOGS) y la cola de la salida para los mensajes de error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const RAIZ_REPO = join(import.meta.dirname, '..', '..', '..');

export interface OpcionesServidor {
  /** Nombre para el registro (test-results/servidores/<nombre>.log). */
  nombre: string;
  /** Puerto fijo; sin él se elige uno libre. Se conserva en los reinicios. */
  puerto?: number;
  /** PGlite: carpeta de datos. */
  dataDir?: string;
  /** PostgreSQL: URL de conexión. */
  databaseUrl?: string;
  entorno?: Record<string, string>;
  /** Espera máxima a que responda tras arrancar (la primera vez siembra los datos de demo). */
  esperaMs?: number;
}

/** Un puerto TCP libre en 127.0.0.1 (el sistema lo elige). */
export const puertoLibre = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const dir = s.address();
      const puerto = typeof dir === 'object' && dir ? dir.port : 0;
      s.close(() => resolve(puerto));
    });
  });

export const dormir = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const vivos = new Set<ChildProcess>();
process.once('exit', () => {
  for (const h of vivos) {
    if (h.pid !== undefined) {
      try {
        process.kill(-h.pid, 'SIGKILL');
      } catch {
        // ya había terminado
      }
    }
  }
});

export class ProcesoServidor {
  readonly puerto: number;
  readonly nombre: string;
  private readonly opciones: OpcionesServidor;
  private hijo: ChildProcess | null = null;
  private salida: string[] = [];
  private readonly registro: WriteStream;
  /** Veces que se ha arrancado (1 tras iniciar; +1 por cada reinicio). */
  arranques = 0;

  private constructor(opciones: OpcionesServidor, puerto: number) {
    this.opciones = opciones;
    this.nombre = opciones.nombre;
    this.puerto = puerto;
    const carpeta = process.env.E2E_LOGS ?? join(RAIZ_REPO, 'test-results', 'servidores');
    mkdirSync(carpeta, { recursive: true });
    this.registro = createWriteStream(join(carpeta, `${opciones.nombre}.log`), { flags: 'a' });
  }

  static async iniciar(opciones: OpcionesServidor): Promise<ProcesoServidor> {
    const s = new ProcesoServidor(opciones, opciones.puerto ?? (await puertoLibre()));
    try {
      await s.arrancar();
    } catch (e) {
      await s.detener();
      throw e;
    }
    return s;
  }

  get url(): string {
    return `http://127.0.0.1:${this.puerto}`;
  }

  get vivo(): boolean {
    return this.hijo !== null && this.hijo.exitCode === null && this.hijo.signalCode === null;
  }

  /** Las últimas líneas de la salida del servidor (para los mensajes de error). */
  ultimasLineas(n = 40): string {
    return this.salida.slice(-n).join('\n');
  }

  private anotar(texto: string): void {
    if (!this.registro.writableEnded) this.registro.write(texto);
    for (const linea of texto.split('\n')) {
      if (linea.trim() === '') continue;
      this.salida.push(linea);
      if (process.env.E2E_LOG_SERVIDOR === '1') console.log(`[servidor ${this.nombre}] ${linea}`);
    }
    if (this.salida.length > 400) this.salida = this.salida.slice(-200);
  }

  /** Arranca el proceso y espera a que sirva /app/. */
  async arrancar(): Promise<void> {
    if (this.vivo) throw new Error(`El servidor ${this.nombre} ya está en marcha`);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(this.puerto), HOST: '127.0.0.1', ...this.opciones.entorno };
    delete env.DATA_DIR;
    delete env.DATABASE_URL;
    if (this.opciones.dataDir) env.DATA_DIR = this.opciones.dataDir;
    if (this.opciones.databaseUrl) env.DATABASE_URL = this.opciones.databaseUrl;
    this.arranques += 1;
    this.anotar(`\n===== arranque ${this.arranques} (${new Date().toISOString()}) puerto ${this.puerto} =====\n`);
    // node --import tsx: un solo proceso (npx tsx lanza un hijo aparte); grupo propio para SIGKILL.
    const hijo = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: RAIZ_REPO,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.hijo = hijo;
    vivos.add(hijo);
    hijo.stdout?.setEncoding('utf8').on('data', (t: string) => this.anotar(t));
    hijo.stderr?.setEncoding('utf8').on('data', (t: string) => this.anotar(t));
    hijo.once('exit', (codigo, senal) => {
      vivos.delete(hijo);
      this.anotar(`===== fin del proceso: código ${String(codigo)} señal ${String(senal)} =====\n`);
    });
    await this.esperarListo(this.opciones.esperaMs ?? 240_000);
  }

  private async esperarListo(esperaMs: number): Promise<void> {
    const limite = Date.now() + esperaMs;
    let ultimoError = '';
    while (Date.now() < limite) {
      if (!this.vivo) {
        throw new Error(`El servidor ${this.nombre} terminó al arrancar (npx tsx server/main.ts):\n${this.ultimasLineas()}`);
      }
      try {
        const r = await fetch(`${this.url}/app/`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
        await r.arrayBuffer();
        if (r.status === 200) return;
        ultimoError = `GET /app/ → HTTP ${r.status}`;
      } catch (e) {
        ultimoError = e instanceof Error ? e.message : String(e);
      }
      await dormir(250);
    }
    throw new Error(`El servidor ${this.nombre} no responde en ${this.url}/app/ tras ${esperaMs} ms (${ultimoError}):\n${this.ultimasLineas()}`);
  }

  private async esperarFin(hijo: ChildProcess, ms: number): Promise<boolean> {
    if (hijo.exitCode !== null || hijo.signalCode !== null) return true;
    return Promise.race([
      new Promise<boolean>((r) => hijo.once('exit', () => r(true))),
      dormir(ms).then(() => false),
    ]);
  }

  private senal(hijo: ChildProcess, senal: NodeJS.Signals): void {
    if (hijo.pid === undefined) return;
    try {
      process.kill(-hijo.pid, senal);
    } catch {
      // el grupo ya no existe
    }
  }

  /** SIGKILL a todo el grupo del servidor (como un corte de luz) y espera a que el proceso desaparezca. */
  async matar(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo) return;
    this.anotar(`===== SIGKILL (${new Date().toISOString()}) =====\n`);
    this.senal(hijo, 'SIGKILL');
    await this.esperarFin(hijo, 10_000);
  }

  /** Mata el servidor con SIGKILL y lo vuelve a arrancar en el mismo puerto y con los mismos datos. */
  async reiniciar(pausaMs = 0): Promise<void> {
    await this.matar();
    if (pausaMs > 0) await dormir(pausaMs);
    await this.arrancar();
  }

  /** Parada ordenada (SIGTERM; SIGKILL si no termina en 15 s). */
  async detener(): Promise<void> {
    const hijo = this.hijo;
    if (hijo && this.vivo) {
      this.senal(hijo, 'SIGTERM');
      if (!(await this.esperarFin(hijo, 15_000))) {
        this.anotar('===== no terminó con SIGTERM: SIGKILL =====\n');
        this.senal(hijo, 'SIGKILL');
        await this.esperarFin(hijo, 10_000);
      }
    }
    this.hijo = null;
    if (!this.registro.writableEnded) await new Promise<void>((r) => this.registro.end(() => r()));
  }
}
