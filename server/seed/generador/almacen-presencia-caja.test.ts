/**
 * Pruebas de la demo del almacén, la presencia y la caja (issue 17): los pedidos como los deja
 * pedido.servirSync (lo servido de cada línea es la suma de sus entregas, con sus dos movimientos si es de
 * un técnico; la situación, la de situacionPedido; números de serie uno por unidad), y hay pedidos
 * pendientes servibles y uno que pide más de lo que hay; los fichajes vigentes de cada empleado alternan
 * (errorSecuencia), el usuario «presencia» empieza sin fichajes y hay quien está dentro; una caja por
 * delegación y por técnico, importes en céntimos, y cada cobro en efectivo con su movimiento en la caja de
 * su técnico.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { idStock, redondear2 } from '../../../schemas';
import { pendienteLinea, situacionPedido } from '../../../replication/pedidos';
import { errorSecuencia, estaDentro } from '../../../replication/presencia';
import { generarDemo } from '../generador';
import type { DatosDemo } from '../tipos';

const HOY = '2025-06-16';

describe('almacén, presencia y caja de la demo', () => {
  let demo: DatosDemo;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
  });

  it('pedidos: lo servido sale de sus entregas y sus movimientos; situación coherente; servibles y uno sin existencias', () => {
    const D = demo.documentos;
    expect(D.pedidocli.length).toBeGreaterThanOrEqual(6 * D.delegacion.length);
    const stock = new Map(D.stock.map((s) => [s.idstock, s.unidades]));
    const movimientos = new Map(D.movimientostock.map((m) => [m.idmovimiento_stock, m]));
    for (const p of D.pedidocli) {
      const lineas = D.lpedidocli.filter((l) => l.idpedidocli === p.idpedidocli);
      expect(lineas.length, p.numero).toBeGreaterThan(0);
      expect(p.situacion, p.numero).toBe(situacionPedido(lineas));
      expect(p.tipo === 'tecnico' ? p.idalmacen_destino !== null && p.idtecnico !== null : p.idcliente !== null, p.numero).toBe(true);
      for (const l of lineas) {
        const entregas = D.entregapedido.filter((e) => e.idlpedidocli === l.idlpedidocli);
        expect(entregas.reduce((n, e) => n + e.unidades, 0)).toBe(l.servidas);
        for (const e of entregas) {
          expect(e.numeros_serie.length).toBe(l.con_numero_serie ? e.unidades : 0);
          expect(movimientos.get(e.idmovimiento_salida)).toMatchObject({ unidades: -e.unidades, motivo: 'pedido', idalmacen: e.idalmacen });
          if (p.tipo === 'tecnico') expect(movimientos.get(e.idmovimiento_entrada ?? '')).toMatchObject({ unidades: e.unidades, idalmacen: p.idalmacen_destino });
        }
      }
    }
    const central1 = D.almacen.find((a) => a.tipo === 'central' && a.iddelegacion === '1')?.idalmacen ?? '';
    const pendientes = D.pedidocli.filter((p) => p.iddelegacion === '1' && p.situacion === 'pendiente');
    const servibles = pendientes.filter((p) =>
      D.lpedidocli.filter((l) => l.idpedidocli === p.idpedidocli).every((l) => pendienteLinea(l) <= (stock.get(idStock(central1, l.idarticulo)) ?? 0)));
    expect(servibles.some((p) => p.tipo === 'tecnico')).toBe(true);
    const sinExistencias = D.lpedidocli.filter((l) => pendienteLinea(l) > (stock.get(idStock(central1, l.idarticulo)) ?? 0)
      && D.pedidocli.some((p) => p.idpedidocli === l.idpedidocli && p.iddelegacion === '1'));
    expect(sinExistencias.length).toBeGreaterThan(0);
  });

  it('fichajes: los vigentes alternan; «presencia» empieza fuera y sin fichajes; hay quien está dentro; una corrección con motivo', () => {
    const D = demo.documentos;
    const porEmpleado = new Map<string, typeof D.presencia>();
    for (const f of D.presencia) porEmpleado.set(f.idempleado, [...(porEmpleado.get(f.idempleado) ?? []), f]);
    expect(porEmpleado.size).toBeGreaterThan(5);
    for (const [idempleado, fichajes] of porEmpleado) expect(errorSecuencia(fichajes), idempleado).toBeNull();
    const presencia = demo.usuarios.find((u) => u.login === 'presencia')?.idempleado;
    expect(presencia).toBeTruthy();
    expect(porEmpleado.has(presencia ?? '')).toBe(false);
    expect([...porEmpleado.values()].filter((f) => estaDentro(f)).length).toBe(2);
    const correcciones = D.presencia.filter((f) => f.idpresencia_corrige !== null);
    expect(correcciones).toHaveLength(1);
    expect(correcciones[0]?.motivo).toBeTruthy();
    for (const f of D.presencia) expect(Date.parse(f.hora)).toBeLessThan(Date.parse(`${HOY}T00:00:00Z`));
  });

  it('cajas: una por delegación y por técnico; importes en céntimos; cada cobro en efectivo, en la caja de su técnico', () => {
    const D = demo.documentos;
    expect(D.caja.length).toBe(D.delegacion.length + D.tecnico.length);
    for (const m of D.movimientocaja) expect(redondear2(m.importe)).toBe(m.importe);
    const efectivo = D.cobro.filter((c) => c.forma_pago === 'efectivo');
    expect(efectivo.length).toBeGreaterThan(0);
    for (const c of efectivo) {
      const m = D.movimientocaja.find((x) => x.idcobro === c.idcobro);
      const parte = D.partetrabajo.find((p) => p.idparte_trabajo === c.idparte_trabajo);
      const caja = D.caja.find((x) => x.idcaja === m?.idcaja);
      expect(m).toMatchObject({ tipo: 'ingreso', importe: c.importe, categoria: 'cobro', idparte_trabajo: c.idparte_trabajo });
      expect(caja?.idtecnico).toBe(parte?.idtecnico);
    }
    expect(D.movimientocaja.filter((m) => m.idcobro !== null).length).toBe(efectivo.length);
    expect(new Set(D.cobro.map((c) => c.recibo)).size).toBe(D.cobro.length);
  });
});
