/**
 * Demo del almacén, la presencia y la caja (issue 17):
 *  - pedidos por delegación, de clientes y de técnicos (a su furgoneta), con líneas de artículos que
 *    están en su almacén central; unos pendientes, otros servidos en parte o enteros con sus entregas y
 *    movimientos (las existencias de la demo ya son las de después); y uno que pide más de lo que hay;
 *  - fichajes de las cuatro últimas semanas laborables de los empleados de la primera delegación (mañana y
 *    tarde), con el turno de noche de dos vigilantes aún abierto y una corrección con su motivo;
 *  - una caja por delegación y una por técnico, con ingresos y gastos de las últimas semanas.
 * El usuario «presencia» no tiene fichajes de hoy: la prueba ficha su entrada.
 */
import { numeroRecibo, redondear2, type DocDe } from '../../../schemas';
import { saldoCaja } from '../../../replication/caja';
import type { Catalogo } from './catalogo';
import type { Cartera } from './clientes';
import { diaDe, fechaDe, instanteDe } from './fechas';
import type { Organizacion } from './organizacion';
import type { Aleatorio } from './prng';

export interface EntradaAlmacenPresenciaCaja {
  r: Aleatorio;
  diaHoy: number;
  escala: number;
  org: Organizacion;
  cartera: Cartera;
  catalogo: Catalogo;
  stock: readonly DocDe<'stock'>[];
  /** Los partes de la demo: los finalizados tienen a veces un cobro (en efectivo, con su movimiento de caja). */
  partes: readonly DocDe<'partetrabajo'>[];
  /** Empleados que no fichan en la demo (el usuario «presencia», para que la prueba empiece fuera). */
  sinFichajes: ReadonlySet<string>;
  /** Empleados con el turno de noche abierto (vigilantes): «dentro» ahora. */
  turnoNoche: readonly string[];
}

export interface DatosAlmacenPresenciaCaja {
  pedidos: DocDe<'pedidocli'>[];
  lineas: DocDe<'lpedidocli'>[];
  entregas: DocDe<'entregapedido'>[];
  movimientos: DocDe<'movimientostock'>[];
  fichajes: DocDe<'presencia'>[];
  cajas: DocDe<'caja'>[];
  movimientosCaja: DocDe<'movimientocaja'>[];
  cobros: DocDe<'cobro'>[];
}

const CONCEPTOS_GASTO: readonly [DocDe<'movimientocaja'>['categoria'], string, number, number][] = [
  ['combustible', 'Gasóleo furgoneta', 40, 85],
  ['dietas', 'Comida en ruta', 9, 16],
  ['aparcamiento', 'Aparcamiento en obra', 2, 12],
  ['material', 'Tacos y tornillería en ferretería', 4, 30],
];

export const generarAlmacenPresenciaCaja = (e: EntradaAlmacenPresenciaCaja): DatosAlmacenPresenciaCaja => {
  const { r, diaHoy, org, cartera, catalogo } = e;
  const d: DatosAlmacenPresenciaCaja = { pedidos: [], lineas: [], entregas: [], movimientos: [], fichajes: [], cajas: [], movimientosCaja: [], cobros: [] };
  const existencias = new Map(e.stock.map((s) => [s.idstock, s.unidades]));

  // ——— Pedidos ———
  const porDelegacion = Math.max(6, Math.min(40, Math.round(8 * e.escala)));
  for (const del of org.delegaciones) {
    const central = org.almacenes.find((a) => a.tipo === 'central' && a.iddelegacion === del.iddelegacion);
    if (!central) continue;
    const conStock = e.stock.filter((s) => s.idalmacen === central.idalmacen && s.unidades >= 4);
    const clientes = cartera.clientes.filter((c) => c.iddelegacion === del.iddelegacion);
    const furgonetas = org.almacenes.filter((a) => a.tipo === 'vehiculo' && a.iddelegacion === del.iddelegacion && a.idtecnico);
    for (let k = 0; k < porDelegacion && conStock.length > 0; k++) {
      const idpedidocli = String(d.pedidos.length + 1);
      const deTecnico = furgonetas.length > 0 && (k % 2 === 0);
      const furgoneta = deTecnico ? r.elegir(furgonetas) : null;
      const cliente = !deTecnico && clientes.length > 0 ? r.elegir(clientes) : null;
      const dia = diaHoy - r.entero(0, 20);
      // Los primeros de la primera delegación, pendientes: la prueba los sirve. Después, alternando.
      const situacion: DocDe<'pedidocli'>['situacion'] = k < 3 ? 'pendiente' : (['pendiente', 'parcial', 'servido'] as const)[k % 3] ?? 'pendiente';
      const pedido: DocDe<'pedidocli'> = {
        idpedidocli, numero: `PED-${String(d.pedidos.length + 1).padStart(5, '0')}`, tipo: furgoneta ? 'tecnico' : 'cliente',
        idcliente: cliente?.idcliente ?? null, idtecnico: furgoneta?.idtecnico ?? null, idalmacen_destino: furgoneta?.idalmacen ?? null,
        iddelegacion: del.iddelegacion, fecha: fechaDe(dia), fecha_entrega: fechaDe(dia + r.entero(1, 7)), situacion,
        observaciones: furgoneta ? 'Reposición de la furgoneta' : r.probabilidad(0.4) ? 'Recoge el cliente en el almacén' : null, estado: 1,
      };
      d.pedidos.push(pedido);
      const usados = new Set<string>();
      const nLineas = r.entero(2, 4);
      for (let j = 0; j < nLineas; j++) {
        const s = r.elegir(conStock);
        if (usados.has(s.idarticulo)) continue;
        usados.add(s.idarticulo);
        const a = catalogo.articulos[Number(s.idarticulo) - 1];
        const info = catalogo.info[Number(s.idarticulo) - 1];
        if (!a || !info) continue;
        const hay = existencias.get(s.idstock) ?? 0;
        // La última línea del tercer pedido pide más de lo que hay: queda pendiente por falta de existencias.
        const unidades = k === 2 && j === nLineas - 1 ? hay + r.entero(5, 20) : Math.max(1, Math.min(hay, r.entero(1, info.serie ? 3 : 10)));
        const servidas = situacion === 'servido' ? unidades : situacion === 'parcial' && j === 0 ? Math.max(1, Math.floor(unidades / 2)) : 0;
        const idlpedidocli = String(d.lineas.length + 1);
        d.lineas.push({ idlpedidocli, idpedidocli, idarticulo: a.idarticulo, descripcion: a.descripcion, unidades, servidas, con_numero_serie: info.serie, estado: 1 });
        if (servidas > 0) {
          const idmov = String(d.movimientos.length + 1);
          const series = info.serie ? Array.from({ length: servidas }, () => `${info.prefijoSerie}${r.digitos(2)}${r.caracteres(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digitos(6)}`) : [];
          const fecha = instanteDe(dia + 1, 8 * 60 + r.entero(0, 240));
          d.movimientos.push({
            idmovimiento_stock: idmov, idalmacen: central.idalmacen, idarticulo: a.idarticulo, unidades: -servidas, motivo: 'pedido', idparte_trabajo: null,
            idtecnico: pedido.idtecnico, sin_existencias: false, fecha, descripcion: `Pedido ${pedido.numero}: ${a.descripcion}`, estado: 1,
          });
          let entrada: string | null = null;
          if (furgoneta) {
            entrada = String(d.movimientos.length + 1);
            d.movimientos.push({
              idmovimiento_stock: entrada, idalmacen: furgoneta.idalmacen, idarticulo: a.idarticulo, unidades: servidas, motivo: 'pedido', idparte_trabajo: null,
              idtecnico: furgoneta.idtecnico, sin_existencias: false, fecha, descripcion: `Pedido ${pedido.numero} desde ${central.nombre}: ${a.descripcion}`, estado: 1,
            });
          }
          d.entregas.push({
            identrega_pedido: String(d.entregas.length + 1), idpedidocli, idlpedidocli, idarticulo: a.idarticulo, idalmacen: central.idalmacen, unidades: servidas,
            numeros_serie: series, idmovimiento_salida: idmov, idmovimiento_entrada: entrada, fecha, recibido: fecha, usuario: 'Almacén', estado: 1,
          });
        }
      }
    }
  }

  // ——— Fichajes ———
  const delegacion1 = org.empleados.filter((x) => x.iddelegacion === '1' && !e.sinFichajes.has(x.idempleado)).slice(0, 24);
  const fichar = (idempleado: string, tipo: 'entrada' | 'salida', hora: string, extra: Partial<DocDe<'presencia'>> = {}): DocDe<'presencia'> => {
    const f: DocDe<'presencia'> = {
      idpresencia: String(d.fichajes.length + 1), idempleado, iddelegacion: '1', tipo, hora, fdispositivo: hora, frecibido: hora,
      lat: Math.round((40.4168 + r.real(-0.02, 0.02)) * 1e5) / 1e5, lng: Math.round((-3.7038 + r.real(-0.02, 0.02)) * 1e5) / 1e5, precision: r.entero(5, 40),
      sin_posicion: null, idpresencia_corrige: null, motivo: null, idusuario: '0', autor: 'Fichaje', estado: 1, ...extra,
    };
    d.fichajes.push(f);
    return f;
  };
  for (let dia = diaHoy - 28; dia < diaHoy; dia++) {
    const semana = new Date(dia * 86_400_000).getUTCDay();
    if (semana === 0 || semana === 6) continue;
    for (const emp of delegacion1) {
      if (r.probabilidad(0.05)) continue; // ausencia (vacaciones, baja)
      // Horas UTC (en invierno, una menos que en España): 8:00–14:00 y 15:00–17:30 en España, con su ruido.
      fichar(emp.idempleado, 'entrada', instanteDe(dia, 7 * 60 - 10 + r.entero(0, 25)));
      fichar(emp.idempleado, 'salida', instanteDe(dia, 13 * 60 + r.entero(0, 15)));
      fichar(emp.idempleado, 'entrada', instanteDe(dia, 14 * 60 + r.entero(0, 10)));
      fichar(emp.idempleado, 'salida', instanteDe(dia, 16 * 60 + 25 + r.entero(0, 30)));
    }
  }
  // Una corrección: el primer empleado olvidó fichar la salida de la tarde del último día y la supervisión la
  // corrige (la salida tardía que registró el dispositivo queda sin efecto).
  const primero = delegacion1[0];
  const ultimaSalida = primero ? d.fichajes.filter((f) => f.idempleado === primero.idempleado && f.tipo === 'salida').at(-1) : undefined;
  if (primero && ultimaSalida) {
    const hora = new Date(Date.parse(ultimaSalida.hora) - 45 * 60_000).toISOString();
    fichar(primero.idempleado, 'salida', hora, {
      idpresencia_corrige: ultimaSalida.idpresencia, motivo: 'Olvidó fichar al salir; lo confirma el parte de trabajo', sin_posicion: 'Corrección',
      lat: null, lng: null, precision: null, idusuario: '1', autor: 'Supervisión', fdispositivo: instanteDe(diaHoy - 1, 8 * 60), frecibido: instanteDe(diaHoy - 1, 8 * 60),
    });
  }
  for (const idempleado of e.turnoNoche) fichar(idempleado, 'entrada', instanteDe(diaHoy - 1, 21 * 60 + r.entero(0, 10)));

  // ——— Cajas ———
  // Cada movimiento se apuntó el día de su fecha: su último cambio es su fecha.
  const movimiento = (idcaja: string, tipo: 'ingreso' | 'gasto', categoria: DocDe<'movimientocaja'>['categoria'], concepto: string, importe: number, dia: number) => {
    const fecha = instanteDe(dia, 8 * 60 + r.entero(0, 540));
    d.movimientosCaja.push({
      idmovcaja: String(d.movimientosCaja.length + 1), idcaja, tipo, fecha, importe: redondear2(importe), concepto,
      categoria, idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1, actualizado: fecha,
    });
  };
  for (const del of org.delegaciones) {
    const idcaja = String(d.cajas.length + 1);
    d.cajas.push({ idcaja, nombre: `Caja oficina ${del.nombre}`, tipo: 'delegacion', iddelegacion: del.iddelegacion, idtecnico: null, saldo_inicial: 300, saldo: null, estado: 1 });
    movimiento(idcaja, 'ingreso', 'ingreso_banco', 'Reposición de caja desde el banco', 500, diaHoy - 25);
    for (let k = 0; k < 6; k++) movimiento(idcaja, 'gasto', 'otros', r.elegir(['Mensajería', 'Material de oficina', 'Correos', 'Limpieza']), r.real(5, 60), diaHoy - 24 + k * 4);
  }
  for (const t of org.tecnicos) {
    const idcaja = String(d.cajas.length + 1);
    d.cajas.push({ idcaja, nombre: `Caja de ${t.nombre}`, tipo: 'tecnico', iddelegacion: t.iddelegacion, idtecnico: t.idtecnico, saldo_inicial: 100, saldo: null, estado: 1 });
    for (let k = 0; k < 5; k++) {
      const [categoria, concepto, min, max] = r.elegir(CONCEPTOS_GASTO);
      movimiento(idcaja, 'gasto', categoria, concepto, r.real(min, max), diaHoy - 20 + k * 4);
    }
    movimiento(idcaja, 'ingreso', 'otros', 'Anticipo para gastos', 150, diaHoy - 21);
  }
  // Cobros de partes finalizados: uno de cada cuatro; los de efectivo entran en la caja del técnico (como
  // hace cobro.insertSync).
  const cajaTecnico = new Map(d.cajas.filter((c) => c.idtecnico).map((c) => [c.idtecnico, c.idcaja]));
  for (const p of e.partes) {
    if (p.estado !== 2 || !p.idtecnico || !r.probabilidad(0.25)) continue;
    const idcobro = String(d.cobros.length + 1);
    const forma_pago = r.elegir(['efectivo', 'efectivo', 'tarjeta', 'transferencia'] as const);
    const importe = redondear2(r.real(40, 320));
    const fecha = instanteDe(diaDe(p.fecha), 10 * 60 + r.entero(0, 360));
    const recibo = numeroRecibo(p.idtecnico, fecha, idcobro.padStart(8, '0'));
    d.cobros.push({ idcobro, idparte_trabajo: p.idparte_trabajo, importe, forma_pago, recibo, observaciones: null, fecha, estado: 1 });
    const idcaja = cajaTecnico.get(p.idtecnico);
    if (forma_pago === 'efectivo' && idcaja) {
      d.movimientosCaja.push({
        idmovcaja: String(d.movimientosCaja.length + 1), idcaja, tipo: 'ingreso', fecha, importe, concepto: `Cobro del parte ${p.numero} (recibo ${recibo})`, categoria: 'cobro',
        idcobro, idparte_trabajo: p.idparte_trabajo, observaciones: null, estado: 1, actualizado: fecha,
      });
    }
  }
  consolidarCajas(d.cajas, d.movimientosCaja);
  return d;
};

/**
 * Deja cada caja con su saldo consolidado (issue 32): saldo_inicial más la suma de todos sus movimientos
 * activos, al céntimo, como lo dejarían los mutadores. La historia (historia.ts) lo vuelve a llamar después
 * de añadir los suyos.
 */
export const consolidarCajas = (cajas: DocDe<'caja'>[], movimientos: readonly DocDe<'movimientocaja'>[]): void => {
  const porCaja = new Map<string, DocDe<'movimientocaja'>[]>();
  for (const m of movimientos) {
    const lista = porCaja.get(m.idcaja);
    if (lista) lista.push(m);
    else porCaja.set(m.idcaja, [m]);
  }
  for (const caja of cajas) caja.saldo = saldoCaja(caja.saldo_inicial, porCaja.get(caja.idcaja) ?? []);
};
