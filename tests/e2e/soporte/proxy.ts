/**
 * Proxy TCP en 127.0.0.1 entre el navegador y el servidor, para cortar la red a voluntad: `cortar()`
 * corta (RST) todas las conexiones abiertas, `rechazar(true)` corta al instante las nuevas, y
 * `cortarEnProximaRespuesta()` deja pasar la próxima petición a /api/ y corta justo cuando el servidor
 * empieza a responder (el servidor ya aplicó la llamada y el cliente no se entera: reenvío seguro).
 * El destino se lee en cada conexión, así que sobrevive a los reinicios del servidor; `redirigir(puerto)`
 * lo cambia a otro proceso del servidor (como un balanceador que pasa a otro backend).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

interface Par {
  cliente: Socket;
  servidor: Socket;
  /** Línea de la última petición vista en esta conexión ('POST /api/'). */
  ultimaPeticion: string;
  /** Comienzo (hasta 64 KB) de esa petición, cabeceras y cuerpo. */
  inicioPeticion: string;
}

interface Espera {
  prefijo: string;
  contiene: string;
  rechazoMs: number;
  estado: number | undefined;
  resolver: (cortadas: number | null) => void;
}

export interface OpcionesCorteEnRespuesta {
  /** Comienzo de la línea de petición ('POST /api/'). */
  prefijo?: string;
  /** Texto que debe aparecer en la petición (cabeceras o cuerpo), p. ej. 'idsync_upload'. */
  contiene?: string;
  /** Tras el corte, rechaza las conexiones nuevas durante este tiempo. */
  rechazoMs?: number;
  /** Si no llega ninguna respuesta así en este tiempo, se resuelve con null. */
  esperaMs?: number;
  /** Solo respuestas con este código HTTP (p. ej. 200: el servidor procesó la petición entera). */
  estado?: number;
}

export interface EstadisticasProxy {
  conexiones: number;
  cortes: number;
  conexionesCortadas: number;
  rechazadas: number;
  respuestasPerdidas: number;
}

const PETICION = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+)/;

export class ProxyTcp {
  readonly puerto: number;
  private readonly servidor: Server;
  private readonly destino: () => number;
  private readonly pares = new Set<Par>();
  private rechazando = false;
  /** Tras un corte con rechazo: hasta cuándo (Date.now()) se rechazan las conexiones nuevas. */
  private rechazoHasta = 0;
  private espera: Espera | null = null;
  /** Destino fijado con `redirigir`; null = el de la función del constructor. */
  private destinoFijo: number | null = null;
  readonly estadisticas: EstadisticasProxy = { conexiones: 0, cortes: 0, conexionesCortadas: 0, rechazadas: 0, respuestasPerdidas: 0 };

  private constructor(servidor: Server, puerto: number, destino: () => number) {
    this.servidor = servidor;
    this.puerto = puerto;
    this.destino = destino;
  }

  /** Abre el proxy en un puerto libre (o en `puerto`) hacia 127.0.0.1:destino(). */
  static abrir(destino: () => number, puerto = 0): Promise<ProxyTcp> {
    return new Promise((resolve, reject) => {
      const servidor = createServer();
      servidor.once('error', reject);
      servidor.listen(puerto, '127.0.0.1', () => {
        const dir = servidor.address();
        if (!dir || typeof dir !== 'object') {
          reject(new Error('El proxy no obtuvo puerto'));
          return;
        }
        const proxy = new ProxyTcp(servidor, dir.port, destino);
        servidor.on('connection', (s) => proxy.aceptar(s));
        resolve(proxy);
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.puerto}`;
  }

  /** Puerto al que van las conexiones nuevas. */
  get destinoActual(): number {
    return this.destinoFijo ?? this.destino();
  }

  get abiertas(): number {
    return this.pares.size;
  }

  private aceptar(cliente: Socket): void {
    cliente.on('error', () => undefined);
    if (this.rechazando || Date.now() < this.rechazoHasta) {
      this.estadisticas.rechazadas += 1;
      cliente.resetAndDestroy();
      return;
    }
    this.estadisticas.conexiones += 1;
    const servidor = connect(this.destinoActual, '127.0.0.1');
    servidor.on('error', () => undefined);
    const par: Par = { cliente, servidor, ultimaPeticion: '', inicioPeticion: '' };
    this.pares.add(par);
    // Cierre normal de un lado: se termina el otro tras vaciar lo pendiente. Con error (p. ej. el
    // servidor no acepta porque está caído): el navegador recibe un RST, como con la red cortada.
    const cerrar = (conError: boolean): void => {
      if (!this.pares.delete(par)) return;
      if (conError) {
        if (!cliente.destroyed) cliente.resetAndDestroy();
        if (!servidor.destroyed) servidor.destroy();
      } else {
        cliente.end();
        servidor.end();
      }
    };
    cliente.on('data', (trozo: Buffer) => {
      const texto = trozo.subarray(0, 65_536).toString('latin1');
      const m = PETICION.exec(texto);
      if (m) {
        par.ultimaPeticion = `${m[1] ?? ''} ${m[2] ?? ''}`;
        par.inicioPeticion = texto;
      } else if (par.inicioPeticion.length < 65_536) {
        par.inicioPeticion += texto.slice(0, 65_536 - par.inicioPeticion.length);
      }
      if (!servidor.write(trozo)) {
        cliente.pause();
        servidor.once('drain', () => cliente.resume());
      }
    });
    servidor.on('data', (trozo: Buffer) => {
      const espera = this.espera;
      if (
        espera &&
        par.ultimaPeticion.startsWith(espera.prefijo) &&
        par.inicioPeticion.includes(espera.contiene) &&
        trozo.subarray(0, 7).toString('latin1') === 'HTTP/1.' &&
        (espera.estado === undefined || trozo.subarray(9, 12).toString('latin1') === String(espera.estado))
      ) {
        this.espera = null;
        this.estadisticas.respuestasPerdidas += 1;
        espera.resolver(this.cortar(espera.rechazoMs));
        return;
      }
      if (!cliente.write(trozo)) {
        servidor.pause();
        cliente.once('drain', () => servidor.resume());
      }
    });
    cliente.on('end', () => servidor.end());
    servidor.on('end', () => cliente.end());
    cliente.on('close', cerrar);
    servidor.on('close', cerrar);
  }

  /**
   * Corta (RST) todas las conexiones abiertas y, con `rechazoMs`, rechaza las nuevas durante ese tiempo
   * (en el mismo instante, sin hueco por el que el navegador vuelva a conectar). Devuelve cuántas había.
   */
  cortar(rechazoMs = 0): number {
    if (rechazoMs > 0) this.rechazoHasta = Math.max(this.rechazoHasta, Date.now() + rechazoMs);
    const n = this.pares.size;
    this.estadisticas.cortes += 1;
    this.estadisticas.conexionesCortadas += n;
    for (const par of [...this.pares]) {
      this.pares.delete(par);
      if (!par.cliente.destroyed) par.cliente.resetAndDestroy();
      if (!par.servidor.destroyed) par.servidor.destroy();
    }
    return n;
  }

  /**
   * Las conexiones nuevas irán a 127.0.0.1:`puerto` (null: otra vez a la función del constructor). Las
   * abiertas siguen con su servidor (keep-alive) salvo que se corten, con `cortar()` o con
   * `cortarEnProximaRespuesta()`.
   */
  redirigir(puerto: number | null): void {
    this.destinoFijo = puerto;
  }

  /** Con true, toda conexión nueva se corta al instante (como una red caída). */
  rechazar(si: boolean): void {
    this.rechazando = si;
  }

  /**
   * Deja pasar la próxima petición cuya línea empieza por `prefijo` (y que contiene `contiene`) y, en
   * cuanto el servidor empieza a responderla, corta todas las conexiones sin entregar la respuesta (el
   * servidor ya la aplicó). Se resuelve con las conexiones cortadas, o con null si no llega ninguna
   * respuesta así en `esperaMs`.
   */
  cortarEnProximaRespuesta(opciones: OpcionesCorteEnRespuesta = {}): Promise<number | null> {
    const { prefijo = 'POST /api/', contiene = '', rechazoMs = 0, esperaMs = 30_000, estado } = opciones;
    return new Promise((resolve) => {
      const temporizador = setTimeout(() => {
        if (this.espera === espera) this.espera = null;
        resolve(null);
      }, esperaMs);
      const espera: Espera = {
        prefijo,
        contiene,
        rechazoMs,
        estado,
        resolver: (n) => {
          clearTimeout(temporizador);
          resolve(n);
        },
      };
      this.espera = espera;
    });
  }

  /** Desarma el corte en la próxima respuesta, si lo hay (su promesa se resuelve con null). */
  cancelarCorteEnRespuesta(): void {
    const espera = this.espera;
    this.espera = null;
    espera?.resolver(null);
  }

  async cerrar(): Promise<void> {
    this.rechazando = true;
    this.cortar();
    await new Promise<void>((r) => this.servidor.close(() => r()));
  }
}
