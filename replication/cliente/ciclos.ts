/**
 * Cuándo corre el ciclo del líder (subir → informar → refrescar → bajar): una máquina de estados.
 *
 *   parado ──liderar──▶ libre ──pedir──▶ corriendo ──bien──▶ libre, o corriendo otra vez si se pidió mientras
 *                                          │ fallo
 *                                          ▼
 *                                       esperando ──su temporizador, o una petición activa──▶ corriendo
 *   corriendo, esperando, libre ──sesión rechazada (403)──▶ en pausa ──reanudar (token nuevo)──▶ corriendo
 *   cualquiera ──detener──▶ detenido
 *
 * - Un ciclo a la vez. Lo que se pide mientras corre se junta en el siguiente (bajar si alguna lo pidió).
 * - Tras un fallo manda la espera creciente (la da `espera()`): lo pedido durante el ciclo fallido no
 *   adelanta el reintento. Esperando, una petición pasiva (cola, temporizador de 30 s) no hace nada y una
 *   activa (online, foco, poke, conexión del stream, «Sincronizar») corta la espera y corre ya.
 * - Salvo si el servidor dijo cuándo volver (503 con Retry-After: `esperaFirme()` > 0): entonces se espera
 *   eso, y nada la corta (un poke en plena tormenta no adelanta al dispositivo a los demás); el ciclo del
 *   temporizador baja, así que lo pedido en la espera no se pierde.
 * - `pedir` resuelve cuando termina un ciclo que empezó después de la petición, o enseguida si no va a
 *   correr ninguno por ella (parado, en pausa, detenido, o pasiva durante la espera).
 */

export type ResultadoCiclo = 'bien' | 'fallo' | 'sesion';

interface Peticion {
  bajar: boolean;
  esperan: Array<() => void>;
}

type Fase =
  | { tipo: 'parado' }
  | { tipo: 'libre' }
  | { tipo: 'corriendo'; siguiente: Peticion | null }
  | { tipo: 'esperando'; temporizador: ReturnType<typeof setTimeout>; firme: boolean }
  | { tipo: 'pausa' }
  | { tipo: 'detenido' };

export interface OpcionesCiclos {
  /** Un ciclo completo; nunca lanza: dice cómo acabó. */
  ciclo: (bajar: boolean) => Promise<ResultadoCiclo>;
  /** Cuánto esperar tras un fallo (espera creciente con variación). */
  espera: () => number;
  /**
   * La espera que pidió el servidor tras el último fallo (Retry-After, ya con su azar), o 0 si no pidió
   * ninguna: si es > 0 sustituye a `espera()` y ninguna petición activa la corta.
   */
  esperaFirme?: () => number;
}

export class Ciclos {
  private fase: Fase = { tipo: 'parado' };
  /** El ciclo que corre (para que `detener` espere a que acabe). */
  private actual: Promise<void> = Promise.resolve();
  private readonly op: OpcionesCiclos;

  constructor(op: OpcionesCiclos) {
    this.op = op;
  }

  get estado(): Fase['tipo'] {
    return this.fase.tipo;
  }

  /** Esta pestaña pasa a ser la líder: desde ahora corren ciclos. */
  liderar(): void {
    if (this.fase.tipo === 'parado') this.fase = { tipo: 'libre' };
  }

  pedir(bajar: boolean, activo: boolean): Promise<void> {
    const f = this.fase;
    switch (f.tipo) {
      case 'parado':
      case 'pausa':
      case 'detenido':
        return Promise.resolve();
      case 'esperando':
        if (!activo || f.firme) return Promise.resolve();
        clearTimeout(f.temporizador);
        return this.correr({ bajar, esperan: [] });
      case 'libre':
        return this.correr({ bajar, esperan: [] });
      case 'corriendo': {
        f.siguiente ??= { bajar: false, esperan: [] };
        f.siguiente.bajar ||= bajar;
        const siguiente = f.siguiente;
        return new Promise((r) => siguiente.esperan.push(r));
      }
    }
  }

  /** 403: nada corre hasta `reanudar` (la cola se queda como está). */
  pausar(): void {
    this.salirDe();
    if (this.fase.tipo !== 'detenido' && this.fase.tipo !== 'parado') this.fase = { tipo: 'pausa' };
  }

  /** Token nuevo tras una pausa: vuelve a correr (y a bajar) ya. */
  reanudar(): Promise<void> {
    if (this.fase.tipo !== 'pausa') return Promise.resolve();
    this.fase = { tipo: 'libre' };
    return this.pedir(true, true);
  }

  /** Ya no corre ninguno más; resuelve cuando acaba el que esté corriendo. */
  detener(): Promise<void> {
    this.salirDe();
    this.fase = { tipo: 'detenido' };
    return this.actual;
  }

  /** Suelta lo de la fase actual: el temporizador de la espera y quien esperaba el ciclo siguiente. */
  private salirDe(): void {
    const f = this.fase;
    if (f.tipo === 'esperando') clearTimeout(f.temporizador);
    if (f.tipo === 'corriendo' && f.siguiente) {
      for (const r of f.siguiente.esperan) r();
      f.siguiente = null;
    }
  }

  private correr(peticion: Peticion): Promise<void> {
    const terminado = new Promise<void>((r) => peticion.esperan.push(r));
    const fase: Fase = { tipo: 'corriendo', siguiente: null };
    this.fase = fase;
    this.actual = this.op.ciclo(peticion.bajar).then(
      (r) => this.terminar(fase, peticion, r),
      () => this.terminar(fase, peticion, 'fallo'),
    );
    return terminado;
  }

  private terminar(fase: Fase & { tipo: 'corriendo' }, peticion: Peticion, resultado: ResultadoCiclo): void {
    for (const r of peticion.esperan) r();
    // Mientras corría, alguien pudo detener o pausar: esa fase manda.
    if (this.fase !== fase) return;
    const siguiente = fase.siguiente;
    if (resultado === 'bien') {
      if (siguiente) void this.correr(siguiente);
      else this.fase = { tipo: 'libre' };
      return;
    }
    for (const r of siguiente?.esperan ?? []) r();
    if (resultado === 'sesion') {
      this.fase = { tipo: 'pausa' };
      return;
    }
    const firme = this.op.esperaFirme?.() ?? 0;
    const temporizador = setTimeout(() => {
      if (this.fase.tipo === 'esperando' && this.fase.temporizador === temporizador) void this.correr({ bajar: true, esperan: [] });
    }, firme > 0 ? firme : this.op.espera());
    this.fase = { tipo: 'esperando', temporizador, firme: firme > 0 };
  }
}
