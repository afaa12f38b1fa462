/**
 * El motor de sincronización de una pestaña (MotorSync, contrato.ts). Se lee de arriba abajo:
 *
 * 1. Arranque: vuelve a aplicar las entradas que se quedaron en 'nuevo' y se presenta a líder
 *    (Web Locks 'vigia-lider-<idusuario>'). Todas las pestañas escriben con `mutate` y ven la cola y los
 *    datos en vivo (RxDB multi-instancia); solo la líder sube, baja y mantiene el stream.
 * 2. Disparadores del líder: entradas nuevas en la cola (flujo de cambios de RxDB, también de otras
 *    pestañas), evento `online`, foco de la ventana, temporizador de 30 s, poke del stream, conexión del
 *    stream y `sincronizarAhora()` (desde otra pestaña llega por BroadcastChannel). `online`, el foco y
 *    volver a ver la pestaña despiertan además al stream si estaba esperando para reconectar.
 * 3. Ciclo: volver a aplicar lo que quedó en 'nuevo' (si al arrancar no se pudo, aquí se reintenta:
 *    ninguna entrada se queda en un estado que nada sube; si vuelve a fallar, la subida sigue y se repite
 *    con su propia espera) → barrer las retiradas → subir la cola → informar `sync.estado` (también si la
 *    subida falla) → refrescar referencias apuntadas → bajar (`sync.pull`) si se pidió. Cuándo corre lo
 *    decide la máquina de estados de ciclos.ts: uno a la vez, lo pedido mientras tanto en el siguiente, y
 *    tras un fallo transitorio la espera creciente (1 s → 60 s, con variación), que los disparadores
 *    pasivos (cola, temporizador) respetan y los activos (online, foco, poke, manual) cortan.
 * 4. 403: `sesionInvalidada`, ciclos y stream en pausa, cola intacta, hasta `setToken()`.
 * 5. Relevo: la pestaña que hereda el liderazgo vuelve a leer la cola y pide a las demás que lo hagan
 *    (un evento de RxDB de la pestaña que se cerró pudo perderse; cola-viva.ts).
 *
 * Nada se calla: un fallo al leer la cola, al volver a aplicar o al barrer sale en `errorCola` (lo
 * muestra /sincronizacion) y se reintenta; un fallo del ciclo sale en `error` y se reintenta con espera.
 */
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { VigiaDatabase } from './tipos';
import { MENSAJES } from '../errores';
import type { UsuarioSesion } from '../sesion';
import { LIMITE_PULL_MAXIMO } from '../metodos';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import { crearBackoff, type OpcionesBackoff } from './backoff';
import { Ciclos, type ResultadoCiclo } from './ciclos';
import { canalPorDefecto, nombreCanal, type Canal, type EstadoCompartido, type FabricaCanal } from './canal';
import { cerrojoEscritura, entradasEnOrden, mutar, reaplicarNuevas, type ContextoLocal } from './cola';
import { precargarMutadores } from './registro-mutadores';
import { colaViva } from './cola-viva';
import { barrerRetiradas, sinRetiradas } from './retiradas';
import { cerrojosPorDefecto, type CerrojoMantenido, type Cerrojos } from './cerrojos';
import type { EstadoSync, MotorSync, ResultadoMutate } from './contrato';
import { bajarCambios, pausa, PAUSA_TRAS_PRIMERA_PAGINA_MS, refrescarPendientes } from './descarga';
import { cargarHistorial, suscribir } from './historial';
import { suscribirPadre } from './por-padre';
import { guardarEstadoSync, ID_ESTADO, modificarEstadoSync } from './estado-local';
import { presentarseALider } from './lider';
import { registrarMotor, olvidarMotor } from './plugin';
import { crearClienteRpc, ErrorRespuesta, ErrorRpc, ErrorSesion, ErrorTransporte, navegadorOnline, type ClienteRpc, type FuncionFetch } from './rpc';
import { abrirStream, type Stream } from './stream';
import { subirPendientes } from './subida';
import { persistirReloj } from './reloj';

/** Lo que el motor escucha de la ventana: online/offline, focus, visibilitychange. */
export type Ventana = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface OpcionesMotor {
  usuario: UsuarioSesion;
  token: string;
  /** Origen del servidor ('https://host'); por defecto el de la página. */
  baseUrl?: string;
  fetch?: FuncionFetch;
  cerrojos?: Cerrojos;
  canal?: FabricaCanal;
  online?: () => boolean;
  /** window en el navegador; null en Node. */
  ventana?: Ventana | null;
  /** Llamadas por lote JSON-RPC (≤ 50). */
  tamLote?: number;
  /** Cambios por página de sync.pull (por defecto LIMITE_PULL_MAXIMO). */
  limitePull?: number;
  intervaloMs?: number;
  backoff?: OpcionesBackoff;
  /** Mantener el stream de pokes (por defecto true). */
  stream?: boolean;
  /**
   * En la primera descarga, a qué esperar tras escribir la primera página (OpcionesDescarga.trasPrimeraPagina);
   * por defecto, PAUSA_TRAS_PRIMERA_PAGINA_MS. La app espera a su primera pantalla con datos (decisión 85).
   */
  trasPrimeraPagina?: () => Promise<void>;
  alDetener?: () => void;
}

export interface MotorVigia extends MotorSync {
  /** Resuelve cuando terminó el arranque (reaplicar 'nuevo' y primer intento de ser líder). */
  readonly listo: Promise<void>;
  readonly token: string;
}

const estadoInicial = (online: boolean): EstadoSync => ({
  online,
  servidorAlcanzable: true,
  lider: false,
  enVivo: false,
  subiendo: false,
  bajando: false,
  pendientes: 0,
  fallidos: 0,
  masAntiguo: null,
  ultimoPull: null,
  ultimaSubida: null,
  error: null,
  sesionInvalidada: false,
  progresoDescarga: null,
  errorCola: null,
});

/** Primera espera para repetir la preparación de la cola tras un fallo. */
const ESPERA_COLA_MS = 1000;

const explicar = (mensaje: string, e: unknown): string => `${mensaje} (${e instanceof Error ? e.message : String(e)})`;

const COMPARTIDOS = ['servidorAlcanzable', 'enVivo', 'subiendo', 'bajando', 'error', 'sesionInvalidada', 'progresoDescarga'] as const satisfies readonly (keyof EstadoCompartido)[];

const origenPorDefecto = (): string => globalThis.location?.origin ?? '';

const ventanaPorDefecto = (): Ventana | null => (typeof window === 'undefined' ? null : window);

class Motor implements MotorVigia {
  readonly estado$: BehaviorSubject<EstadoSync>;
  readonly listo: Promise<void>;
  private tokenActual: string;
  private readonly db: VigiaDatabase;
  private readonly op: OpcionesMotor;
  private readonly ctx: ContextoLocal;
  private readonly rpc: ClienteRpc;
  private readonly canal: Canal;
  private readonly online: () => boolean;
  private readonly ventana: Ventana | null;
  private readonly abortar = new AbortController();
  private readonly backoff;
  private readonly limpiezas: Array<() => void> = [];
  private readonly alDejarDeSerLider: Array<() => void> = [];
  private cerrojoLider: CerrojoMantenido | null = null;
  private stream: Stream | null = null;
  private readonly ciclos: Ciclos;
  private detenido = false;
  private ultimoInforme: string | null = null;
  /** Fallo de reaplicar o barrer (el de leer la cola lo lleva ColaViva); null si la última vez salió. */
  private problemaCola: string | null = null;
  private publicarCola: () => void = () => undefined;
  private reintentoCola: ReturnType<typeof setTimeout> | null = null;
  private esperaCola = ESPERA_COLA_MS;
  private readonly detenerRegistrado = (): Promise<void> => this.detener();
  /** Lo que pidió esperar el servidor ocupado en el último fallo (503 con Retry-After), o null. */
  private esperaServidorMs: number | null = null;
  /** Si ese 503 trajo turno (el cliente RPC lo guarda y lo manda al volver: rpc.ts). */
  private esperaConTurno = false;

  constructor(db: VigiaDatabase, op: OpcionesMotor) {
    this.db = db;
    this.op = op;
    this.tokenActual = op.token;
    this.online = op.online ?? navegadorOnline;
    this.ventana = op.ventana === undefined ? ventanaPorDefecto() : op.ventana;
    this.backoff = crearBackoff(op.backoff);
    this.ciclos = new Ciclos({ ciclo: (bajar) => this.ciclo(bajar), espera: () => this.backoff.siguiente(), esperaFirme: () => this.tomarEsperaServidor() });
    this.estado$ = new BehaviorSubject(estadoInicial(this.online()));
    this.ctx = { db, usuario: op.usuario, cerrojos: op.cerrojos ?? cerrojosPorDefecto() };
    const base = op.baseUrl ?? origenPorDefecto();
    this.rpc = crearClienteRpc({ url: `${base}/api/`, token: () => this.tokenActual, fetch: op.fetch, online: this.online, signal: this.abortar.signal });
    this.canal = (op.canal ?? canalPorDefecto)(nombreCanal(op.usuario.idusuario));
    registrarMotor(db, { ctx: this.ctx, detener: this.detenerRegistrado });
    // El desfase del reloj medido en cada respuesta, guardado en el estado local (reloj.ts).
    this.limpiezas.push(persistirReloj(db));

    this.observarBaseDatos();
    this.escucharVentana('online', () => this.fijar({ online: true }));
    this.escucharVentana('offline', () => this.fijar({ online: false }));
    this.canal.alRecibir((m) => {
      if (m.tipo === 'sincronizar' && this.lider) void this.programar(true, true);
      if (m.tipo === 'estado' && !this.lider) this.fijar(m.estado);
      if (m.tipo === 'releerCola') void colaViva(this.db).releer();
    });
    this.listo = this.arrancar();
  }

  get estado(): EstadoSync {
    return this.estado$.value;
  }

  get token(): string {
    return this.tokenActual;
  }

  private get lider(): boolean {
    return this.estado.lider;
  }

  // ── 1. Arranque ─────────────────────────────────────────────────────────────────────────────

  private async arrancar(): Promise<void> {
    precargarMutadores();
    // Si fallan, lo dicen en `errorCola` y se repiten (el ciclo del líder también vuelve a aplicar).
    await this.prepararCola(true).catch(() => this.repetirPrepararCola());
    if (this.detenido) return;
    this.cerrojoLider = presentarseALider(this.ctx.cerrojos, this.op.usuario.idusuario, () => this.asumirLiderazgo());
    await this.cerrojoLider.primerIntento;
  }

  /** Contadores de la cola y marcas de tiempo, en vivo en todas las pestañas. */
  private observarBaseDatos(): void {
    const subs: Subscription[] = [
      this.db.sync.findOne(ID_ESTADO).$.subscribe((d) => {
        if (d) this.fijar({ ultimoPull: d.ultimo_pull ?? null, ultimaSubida: d.ultima_subida ?? null });
      }),
    ];
    for (const s of subs) this.limpiezas.push(() => s.unsubscribe());
    const cola = colaViva(this.db);
    const publicar = (): void => {
      const errorCola = cola.error ?? this.problemaCola;
      if (cola.lista) this.fijar({ ...cola.resumen(), errorCola });
      else if (errorCola !== this.estado.errorCola) this.fijar({ errorCola });
    };
    this.publicarCola = publicar;
    this.limpiezas.push(cola.suscribir(publicar));
    publicar();
  }

  private escucharVentana(evento: string, fn: () => void, soloLider = false): void {
    if (!this.ventana) return;
    const v = this.ventana;
    v.addEventListener(evento, fn);
    const quitar = (): void => v.removeEventListener(evento, fn);
    (soloLider ? this.alDejarDeSerLider : this.limpiezas).push(quitar);
  }

  // ── 2. Disparadores del líder ───────────────────────────────────────────────────────────────

  private asumirLiderazgo(): void {
    if (this.detenido) return;
    this.fijar({ lider: true });
    this.ciclos.liderar();
    // Heredado (no a la primera): la líder anterior se cerró o murió y pudo llevarse sin anunciar su
    // última escritura de la cola; esta pestaña y las demás la vuelven a leer (cola-viva.ts).
    void this.cerrojoLider?.primerIntento.then((aLaPrimera) => {
      if (aLaPrimera || this.detenido) return;
      void colaViva(this.db).releer();
      this.canal.enviar({ tipo: 'releerCola' });
    });
    // Con red otra vez o la pestaña a la vista: el stream no espera a que acabe su espera (stream.ts).
    const volver = (): void => {
      this.stream?.despertar();
      void this.programar(true, true);
    };
    this.escucharVentana('online', volver, true);
    this.escucharVentana('focus', volver, true);
    this.escucharVentana('visibilitychange', () => {
      if (globalThis.document?.visibilityState !== 'hidden') this.stream?.despertar();
    }, true);
    const temporizador = setInterval(() => void this.programar(true, false), this.op.intervaloMs ?? 30_000);
    this.alDejarDeSerLider.push(() => clearInterval(temporizador));
    const cambios = this.db.syncupload.$.subscribe((ev) => {
      // Entradas que pasan a 'pendiente' (nuevas o reintentadas), en esta pestaña o en otra.
      if (ev.documentData?.estado === 'pendiente' && ev.previousDocumentData?.estado !== 'pendiente') void this.programar(false, false);
    });
    this.alDejarDeSerLider.push(() => cambios.unsubscribe());
    this.abrirStream();
    void this.programar(true, true);
  }

  private abrirStream(): void {
    if (this.op.stream === false || this.stream || this.detenido) return;
    this.stream = abrirStream({
      url: `${this.op.baseUrl ?? origenPorDefecto()}/api/stream`,
      token: () => this.tokenActual,
      fetch: this.op.fetch,
      backoff: this.op.backoff,
      alConectar: () => void this.programar(true, true),
      alCambiarConexion: (enVivo) => this.fijar({ enVivo }),
      alPoke: () => void this.programar(true, true),
      alRechazarSesion: () => this.sesionRechazada(),
    });
  }

  private cerrarStream(): void {
    this.stream?.cerrar();
    this.stream = null;
    this.fijar({ enVivo: false });
  }

  /** Pide un ciclo (ciclos.ts decide cuándo corre); resuelve cuando termina uno que empezó después. */
  private programar(bajar: boolean, activo: boolean): Promise<void> {
    return this.ciclos.pedir(bajar, activo);
  }

  // ── 3. El ciclo ─────────────────────────────────────────────────────────────────────────────

  /**
   * Vuelve a aplicar las entradas 'nuevo' (al arrancar, todas; en cada ciclo, solo si hay alguna) y barre
   * las retiradas. Un fallo queda en `errorCola` y se relanza: en el ciclo, el reintento con espera lo repite.
   */
  private async prepararCola(arranque: boolean): Promise<void> {
    let paso: string = MENSAJES.reaplicarFallido;
    try {
      if (arranque || (await this.hayNuevas())) await reaplicarNuevas(this.ctx);
      paso = MENSAJES.barrerFallido;
      // Lo que `mutar` no pudo borrar sin espacio se borra ahora, si ya cabe (retiradas.ts).
      await barrerRetiradas(this.db);
      this.anotarProblemaCola(null);
    } catch (e) {
      this.anotarProblemaCola(explicar(paso, e));
      throw e;
    }
  }

  /** ¿Alguna entrada 'nuevo'? Lo dice la cola viva sin leer la cola; si aún no la ha leído, se consulta. */
  private async hayNuevas(): Promise<boolean> {
    const cola = colaViva(this.db);
    if (cola.lista && cola.error === null) return cola.nuevas() > 0;
    return (await entradasEnOrden(this.db, ['nuevo'])).length > 0;
  }

  /**
   * Vuelve a preparar la cola con espera creciente (1 s → 60 s): en el líder, con un ciclo; en otra
   * pestaña, directamente (para que su aviso no se quede aunque el líder ya lo haya resuelto).
   */
  private repetirPrepararCola(): void {
    if (this.reintentoCola || this.detenido) return;
    this.reintentoCola = setTimeout(() => {
      this.reintentoCola = null;
      if (this.lider) void this.programar(false, true);
      else
        void this.prepararCola(true).then(
          () => (this.esperaCola = ESPERA_COLA_MS),
          () => this.repetirPrepararCola(),
        );
    }, this.esperaCola);
    this.esperaCola = Math.min(60_000, this.esperaCola * 2);
  }

  private anotarProblemaCola(problema: string | null): void {
    if (problema === this.problemaCola) return;
    this.problemaCola = problema;
    this.publicarCola();
  }

  /**
   * La espera del Retry-After del último fallo, más un azar de hasta la mitad (que los dispositivos a los
   * que el servidor rechazó a la vez no vuelvan a la vez), o 0 si el servidor no pidió ninguna. Con turno,
   * el azar es de hasta una décima: el servidor ya reparte las vueltas (el Retry-After dice el sitio de cada
   * uno) y ordena por turno, no por quién llega antes, así que esperar de más solo retrasa.
   */
  private tomarEsperaServidor(): number {
    const ms = this.esperaServidorMs;
    this.esperaServidorMs = null;
    if (ms === null) return 0;
    const azar = this.esperaConTurno ? 0.1 : 0.5;
    return Math.max(1, Math.round(ms * (1 + azar * (this.op.backoff?.aleatorio ?? Math.random)())));
  }

  private async ciclo(bajar: boolean): Promise<ResultadoCiclo> {
    this.esperaServidorMs = null;
    try {
      this.fijar({ subiendo: true });
      // Un fallo aquí (p. ej. sin espacio para volver a aplicar) no frena la subida de lo pendiente, que es
      // lo que libera sitio: queda en `errorCola` y se repite con su propia espera.
      if (await this.prepararCola(false).then(() => true, () => false)) this.esperaCola = ESPERA_COLA_MS;
      else this.repetirPrepararCola();
      const subida = await subirPendientes(this.ctx, this.rpc, Math.min(50, this.op.tamLote ?? 50), () => {
        // El servidor contestó un lote: el próximo fallo es un corte nuevo y se reintenta pronto (la espera
        // cuenta fallos seguidos, no fallos desde el último ciclo completo; si no, una subida larga con
        // cortes sueltos acaba esperando 60 s tras cada uno).
        this.backoff.reiniciar();
        if (this.estado.error !== null || !this.estado.servidorAlcanzable) this.fijar({ error: null, servidorAlcanzable: true });
      });
      if (subida.confirmadas + subida.fallidas > 0) await guardarEstadoSync(this.db, { ultima_subida: new Date().toISOString() });
      this.fijar({ subiendo: false });
      await this.informarEstado();
      await this.refrescar();
      if (bajar) {
        this.fijar({ bajando: true, progresoDescarga: { recibidos: 0 } });
        await bajarCambios(this.ctx, this.rpc, {
          limite: this.op.limitePull ?? LIMITE_PULL_MAXIMO,
          alProgreso: (recibidos) => this.fijar({ progresoDescarga: { recibidos } }),
          trasPrimeraPagina: this.op.trasPrimeraPagina ?? (() => pausa(PAUSA_TRAS_PRIMERA_PAGINA_MS)),
        });
      }
      this.backoff.reiniciar();
      this.fijar({ subiendo: false, bajando: false, progresoDescarga: null, servidorAlcanzable: true, error: null });
      return 'bien';
    } catch (e) {
      this.fijar({ subiendo: false, bajando: false, progresoDescarga: null });
      if (e instanceof ErrorSesion) {
        this.sesionRechazada();
        return 'sesion';
      }
      const mensaje = e instanceof Error ? e.message : String(e);
      // Un servidor ocupado (503 con Retry-After) sí es alcanzable: dice cuándo volver y se le hace caso.
      const ocupado = e instanceof ErrorTransporte && e.reintentarTrasMs !== null;
      this.esperaServidorMs = ocupado ? e.reintentarTrasMs : null;
      this.esperaConTurno = ocupado && e.conTurno;
      this.fijar({ error: mensaje, servidorAlcanzable: !(e instanceof ErrorTransporte) || ocupado });
      // Si la subida no pasa pero llamadas pequeñas sí (red mala, lotes grandes que no llegan), el
      // planificador tiene que ver que este dispositivo acumula pendientes: se declaran igualmente. Salvo
      // si el servidor está ocupado: ha pedido que no se vuelva hasta el Retry-After.
      if (!ocupado) await this.informarEstado().catch(() => undefined);
      return 'fallo';
    }
  }

  /** Referencias por refrescar; si el servidor rechaza la consulta, quedan apuntadas y no frenan el ciclo. */
  private async refrescar(): Promise<void> {
    try {
      await refrescarPendientes(this.ctx, this.rpc);
    } catch (e) {
      if (!(e instanceof ErrorRpc)) throw e;
    }
  }

  /** Entradas vivas y la más antigua: de la cola viva (sin leer la cola entera) o, si aún no está, leyendo. */
  private async resumenCola(): Promise<{ pendientes: number; masAntiguo: string | null }> {
    const cola = colaViva(this.db);
    if (cola.lista && cola.error === null) return cola.resumen();
    const vivas = await entradasEnOrden(this.db, ['nuevo', 'pendiente']);
    return { pendientes: vivas.length, masAntiguo: vivas.reduce<string | null>((m, e) => (m === null || e.creado < m ? e.creado : m), null) };
  }

  /** Cuenta al servidor lo que queda en el dispositivo (para el planificador), si cambió. */
  private async informarEstado(): Promise<void> {
    const { pendientes, masAntiguo } = await this.resumenCola();
    const clave = `${pendientes}|${masAntiguo}`;
    if (clave === this.ultimoInforme) return;
    try {
      await this.rpc.leer(METODOS_EN_LINEA.syncEstado, { pendientes, masAntiguo });
      this.ultimoInforme = clave;
    } catch (e) {
      // Un servidor que no conoce sync.estado (o responde otra cosa: no se usa) no impide sincronizar.
      if (!(e instanceof ErrorRpc) && !(e instanceof ErrorRespuesta)) throw e;
    }
  }

  // ── 4. Sesión ───────────────────────────────────────────────────────────────────────────────

  private sesionRechazada(): void {
    this.cerrarStream();
    this.ciclos.pausar();
    this.fijar({ sesionInvalidada: true, error: null });
  }

  setToken(token: string): void {
    this.tokenActual = token;
    if (!this.estado.sesionInvalidada) return;
    this.fijar({ sesionInvalidada: false });
    if (this.lider) {
      this.abrirStream();
      void this.ciclos.reanudar();
    }
  }

  // ── API de la app ───────────────────────────────────────────────────────────────────────────

  mutate(metodo: string, params: unknown): Promise<ResultadoMutate> {
    return mutar(this.ctx, metodo, params);
  }

  async sincronizarAhora(): Promise<void> {
    await this.listo;
    if (this.lider) return this.programar(true, true);
    this.canal.enviar({ tipo: 'sincronizar' });
  }

  async reintentar(idsync_upload: string): Promise<void> {
    const cambiada = await this.ctx.cerrojos.exclusivo(cerrojoEscritura(this.op.usuario.idusuario), async () => {
      const doc = await this.db.syncupload.findOne(idsync_upload).exec();
      if (!doc || doc.estado !== 'fallido') return false;
      await doc.incrementalPatch({ estado: 'pendiente', error: null });
      return true;
    });
    if (cambiada) await this.sincronizarAhora();
  }

  async descartar(idsync_upload: string): Promise<void> {
    await this.ctx.cerrojos.exclusivo(cerrojoEscritura(this.op.usuario.idusuario), async () => {
      const doc = await this.db.syncupload.findOne(idsync_upload).exec();
      if (!doc) return;
      const refs = [...doc.documentos];
      await doc.remove();
      await modificarEstadoSync(this.db, (actual) => ({ refrescar: [...new Set([...(actual.refrescar ?? []), ...refs])] }));
    });
    if (this.estado.sesionInvalidada) return;
    try {
      await refrescarPendientes(this.ctx, this.rpc);
    } catch {
      // Sin conexión: las referencias quedan apuntadas y se refrescan en el siguiente ciclo.
    }
  }

  async cargarHistorial(mes: string, alProgreso?: (recibidos: number) => void): Promise<number> {
    await this.listo;
    return cargarHistorial(this.ctx, this.rpc, mes, alProgreso);
  }

  async suscribir(coleccion: string, alProgreso?: (recibidos: number) => void): Promise<number> {
    await this.listo;
    return suscribir(this.ctx, this.rpc, coleccion, alProgreso);
  }

  async suscribirPadre(coleccion: string, id: string, alProgreso?: (recibidos: number) => void): Promise<number> {
    await this.listo;
    return suscribirPadre(this.ctx, this.rpc, coleccion, id, alProgreso);
  }

  async exportarCola(): Promise<Blob> {
    const entradas = sinRetiradas(
      this.db,
      (await this.db.syncupload.find({ sort: [{ orden: 'asc' }] }).exec()).map((d) => d.toMutableJSON()),
    );
    const contenido = {
      formato: 'vigia-cola',
      exportado: new Date().toISOString(),
      usuario: { idusuario: this.op.usuario.idusuario, login: this.op.usuario.login },
      entradas,
    };
    return new Blob([JSON.stringify(contenido, null, 2)], { type: 'application/json' });
  }

  async detener(): Promise<void> {
    if (this.detenido) return;
    this.detenido = true;
    this.abortar.abort();
    const ultimoCiclo = this.ciclos.detener();
    if (this.reintentoCola) clearTimeout(this.reintentoCola);
    this.cerrarStream();
    for (const quitar of this.alDejarDeSerLider.splice(0)) quitar();
    for (const quitar of this.limpiezas.splice(0)) quitar();
    this.cerrojoLider?.soltar();
    await this.listo.catch(() => undefined);
    await ultimoCiclo;
    this.cerrojoLider?.soltar();
    this.fijar({ lider: false });
    this.canal.cerrar();
    olvidarMotor(this.db, this.detenerRegistrado);
    this.op.alDetener?.();
    this.estado$.complete();
  }

  // ── Estado ──────────────────────────────────────────────────────────────────────────────────

  private fijar(parcial: Partial<EstadoSync>): void {
    if (this.estado$.closed || this.estado$.isStopped) return;
    const siguiente = { ...this.estado, ...parcial };
    this.estado$.next(siguiente);
    if (this.lider && COMPARTIDOS.some((k) => k in parcial)) {
      const compartido: EstadoCompartido = {
        servidorAlcanzable: siguiente.servidorAlcanzable,
        enVivo: siguiente.enVivo,
        subiendo: siguiente.subiendo,
        bajando: siguiente.bajando,
        error: siguiente.error,
        sesionInvalidada: siguiente.sesionInvalidada,
        progresoDescarga: siguiente.progresoDescarga,
      };
      this.canal.enviar({ tipo: 'estado', estado: compartido });
    }
  }
}

export const crearMotor = (db: VigiaDatabase, opciones: OpcionesMotor): MotorVigia => new Motor(db, opciones);
