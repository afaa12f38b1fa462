/**
 * El índice en memoria de la cola de subida, al día en O(log n) por entrada que cambia: cuántas hay por
 * estado, qué documentos protegen (con la cuenta de entradas de cada uno) y la más antigua viva (un
 * montículo por `creado` con borrado perezoso: lo que ya no vale se descarta al llegar arriba).
 *
 * Con 50.000 entradas en la cola, recorrerlas en cada evento (cada mutate, cada entrada que la subida
 * quita) costaba milisegundos por evento y ralentizaba el encolado y la subida (issue 13, punto 5).
 */
import type { DocDe } from '../../schemas';

type Entrada = DocDe<'syncupload'>;

export interface Resumida {
  estado: Entrada['estado'];
  creado: string;
  documentos: readonly string[];
}

/** Montículo mínimo de (creado, id). */
class Monticulo {
  private readonly a: { creado: string; id: string }[] = [];

  get tamano(): number {
    return this.a.length;
  }

  cima(): { creado: string; id: string } | undefined {
    return this.a[0];
  }

  meter(creado: string, id: string): void {
    const a = this.a;
    a.push({ creado, id });
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const hijo = a[i];
      const padre = a[p];
      if (!hijo || !padre || padre.creado <= hijo.creado) break;
      a[i] = padre;
      a[p] = hijo;
      i = p;
    }
  }

  sacar(): void {
    const a = this.a;
    const ultimo = a.pop();
    if (!ultimo || a.length === 0) return;
    a[0] = ultimo;
    let i = 0;
    for (;;) {
      const izq = 2 * i + 1;
      const der = izq + 1;
      let menor = i;
      if ((a[izq]?.creado ?? '\uffff') < (a[menor]?.creado ?? '\uffff')) menor = izq;
      if ((a[der]?.creado ?? '\uffff') < (a[menor]?.creado ?? '\uffff')) menor = der;
      if (menor === i) return;
      const x = a[i];
      const y = a[menor];
      if (!x || !y) return;
      a[i] = y;
      a[menor] = x;
      i = menor;
    }
  }
}

export class IndiceCola {
  readonly entradas = new Map<string, Resumida>();
  private readonly cuenta: Record<Entrada['estado'], number> = { nuevo: 0, pendiente: 0, fallido: 0 };
  /** Documento → cuántas entradas lo tocan. */
  private readonly refs = new Map<string, number>();
  private readonly vivas = new Monticulo();

  poner(id: string, r: Resumida): void {
    const antes = this.entradas.get(id);
    this.quitar(id);
    this.entradas.set(id, r);
    this.cuenta[r.estado] += 1;
    for (const ref of r.documentos) this.refs.set(ref, (this.refs.get(ref) ?? 0) + 1);
    // Solo si no estaba ya en el montículo con el mismo `creado` (un parche de `intentos` no lo repite).
    const yaEstaba = antes !== undefined && antes.estado !== 'fallido' && antes.creado === r.creado;
    if (r.estado !== 'fallido' && !yaEstaba) this.vivas.meter(r.creado, id);
  }

  quitar(id: string): void {
    const r = this.entradas.get(id);
    if (!r) return;
    this.entradas.delete(id);
    this.cuenta[r.estado] -= 1;
    for (const ref of r.documentos) {
      const n = (this.refs.get(ref) ?? 0) - 1;
      if (n > 0) this.refs.set(ref, n);
      else this.refs.delete(ref);
    }
  }

  contar(estado: Entrada['estado']): number {
    return this.cuenta[estado];
  }

  /** `creado` de la entrada viva ('nuevo' o 'pendiente') más antigua. */
  masAntiguo(): string | null {
    for (let c = this.vivas.cima(); c; c = this.vivas.cima()) {
      const e = this.entradas.get(c.id);
      if (e && e.estado !== 'fallido' && e.creado === c.creado) return c.creado;
      this.vivas.sacar();
    }
    return null;
  }

  /** Los documentos que toca alguna entrada. */
  documentos(): ReadonlySet<string> {
    return new Set(this.refs.keys());
  }
}
