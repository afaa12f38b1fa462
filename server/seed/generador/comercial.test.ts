/**
 * Pruebas de lo comercial de la demo (issue 14): IBAN y DNI/NIE válidos, todos los estados de deuda a
 * cualquier escala, importes de las líneas, operaciones cerradas y perdidas, dueños que existen y
 * coherencia de delegación (la misma regla que comprueba el servidor al escribir), determinismo, ámbito
 * de los usuarios «comercial» y «comercial2», y la agenda de la semana.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { claveDe, derivar, importeLinea, redondear2, type Coleccion } from '../../../schemas';
import { esIban } from '../../../replication/iban';
import { esDni, esNie } from '../../../replication/documento-identidad';
import { VALIDACIONES_COMERCIAL, VALIDACIONES_DOCUMENTO } from '../../../replication/validacion-comercial';
import { baseEtiqueta, camposCoherentes, cortan, esGlobal, etiquetasUsuario, referenciasDe } from '../../sync/ambito';
import { etiquetarDocumentos } from '../../sync/ambito-datos';
import { validarDocumento } from '../../sync/validacion';
import { generarDemo } from '../generador';
import type { DatosDemo, UsuarioDemo } from '../tipos';
import { diaSemana, ESTADOS_DEUDA, ibanEspanol } from './comercial';
import { diaDe, fechaDe } from './fechas';

const HOY = '2025-06-16';
const NUEVAS = [
  'clientepotencial', 'telefonopotencial', 'direccionpotencial', 'cuentabancaria', 'representante', 'estudiofinanciero',
  'factura', 'operacioncrm', 'loperacioncrm', 'contactooperacion', 'cita', 'clientecomercial',
] as const satisfies readonly Coleccion[];

type Doc = Readonly<Record<string, unknown>>;
const docs = (d: DatosDemo, c: Coleccion): readonly Doc[] => d.documentos[c];
const indice = (d: DatosDemo, c: Coleccion): Map<string, Doc> => new Map(docs(d, c).map((x) => [String(x[claveDe(c)]), x]));
const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Lo mismo que comprueba tx-sql.ts (`comprobarReferencias`) en cada escritura: cada referencia no vacía
 * existe y los campos coherentes (claves ajenas e iddelegacion) coinciden con los del documento al que
 * apunta cuando los dos tienen valor.
 */
const fallosDeReferencias = (d: DatosDemo): string[] => {
  const fallos: string[] = [];
  const indices = new Map<Coleccion, Map<string, Doc>>();
  const idx = (c: Coleccion): Map<string, Doc> => {
    let m = indices.get(c);
    if (!m) {
      m = indice(d, c);
      indices.set(c, m);
    }
    return m;
  };
  for (const c of NUEVAS) {
    const coherentes = camposCoherentes(c);
    for (const doc of docs(d, c)) {
      const id = texto(doc[claveDe(c)]);
      for (const ref of referenciasDe(c)) {
        const valor = doc[ref.campo];
        if (typeof valor !== 'string' || valor === '') continue;
        const destino = idx(ref.coleccion).get(valor);
        if (!destino) {
          fallos.push(`${c} ${id}: ${ref.campo}=${valor} no existe en ${ref.coleccion}`);
          continue;
        }
        if (esGlobal(ref.coleccion)) continue;
        for (const campo of coherentes) {
          if (campo === ref.campo || !(campo in destino)) continue;
          const propio = doc[campo] ?? null;
          const ajeno = destino[campo] ?? null;
          if (propio !== null && ajeno !== null && propio !== ajeno) fallos.push(`${c} ${id}: ${campo}=${String(propio)} y en ${ref.coleccion} ${valor}, ${String(ajeno)}`);
        }
      }
    }
  }
  return fallos;
};

/** Delegación de cada documento comercial: la suya, la de su dueño o la de su operación. */
const delegacionDe = (d: DatosDemo): ((c: Coleccion, doc: Doc) => string) => {
  const clientes = indice(d, 'cliente');
  const prospectos = indice(d, 'clientepotencial');
  const operaciones = indice(d, 'operacioncrm');
  const delDueno = (doc: Doc): string =>
    texto(doc.idcliente) ? texto(clientes.get(texto(doc.idcliente))?.iddelegacion) : texto(prospectos.get(texto(doc.idcliente_potencial))?.iddelegacion);
  return (c, doc) => {
    if (typeof doc.iddelegacion === 'string') return doc.iddelegacion;
    if (c === 'loperacioncrm' || c === 'contactooperacion') return texto(operaciones.get(texto(doc.idoperacioncrm))?.iddelegacion);
    return delDueno(doc);
  };
};

const usuarioDe = (d: DatosDemo, login: string): UsuarioDemo => {
  const u = d.usuarios.find((x) => x.login === login);
  if (!u) throw new Error(`No existe el usuario ${login}`);
  return u;
};

describe('lo comercial de la demo', () => {
  let demo: DatosDemo;
  let demo10: DatosDemo;
  let pequena: DatosDemo;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    demo10 = await generarDemo({ escala: 10, semilla: 1, hoy: HOY });
    pequena = await generarDemo({ escala: 0.2, semilla: 3, hoy: '2025-11-02' });
  });

  it('trae datos en las doce colecciones, en proporción a la escala', () => {
    for (const c of NUEVAS) {
      expect(docs(demo, c).length, c).toBeGreaterThan(0);
      expect(docs(pequena, c).length, c).toBeGreaterThan(0);
      expect(docs(demo10, c).length, c).toBeGreaterThan(docs(demo, c).length);
    }
    // Escala 10 ≈ 10 veces la 1 en lo que cuelga de los clientes.
    for (const c of ['factura', 'cuentabancaria', 'representante', 'clientecomercial'] as const) {
      const ratio = docs(demo10, c).length / docs(demo, c).length;
      expect(ratio, c).toBeGreaterThan(8);
      expect(ratio, c).toBeLessThan(12.5);
    }
    expect(docs(demo, 'clientecomercial').length).toBe(docs(demo, 'cliente').length);
  });

  it('es determinista: misma semilla, mismo resultado; otra semilla, otro', async () => {
    const otra = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    for (const c of NUEVAS) expect(JSON.stringify(docs(otra, c)), c).toBe(JSON.stringify(docs(demo, c)));
    const distinta = await generarDemo({ escala: 1, semilla: 2, hoy: HOY });
    expect(JSON.stringify(docs(distinta, 'clientepotencial'))).not.toBe(JSON.stringify(docs(demo, 'clientepotencial')));
  });

  it('cada documento cumple su esquema (con formatos) y las reglas de los mutadores', () => {
    for (const d of [demo, demo10, pequena]) {
      for (const c of NUEVAS) {
        const malos: string[] = [];
        for (const doc of docs(d, c)) {
          try {
            validarDocumento(c, { ...doc });
          } catch (e) {
            malos.push(`${c} ${JSON.stringify(doc)}: ${e instanceof Error ? e.message : String(e)}`);
          }
          for (const [campo, comprobar] of Object.entries(VALIDACIONES_COMERCIAL[c] ?? {})) {
            const error = comprobar(doc[campo]);
            if (error) malos.push(`${c} ${texto(doc[claveDe(c)])}.${campo}=${String(doc[campo])}: ${error}`);
          }
          for (const regla of VALIDACIONES_DOCUMENTO[c] ?? []) {
            const error = regla(doc);
            if (error) malos.push(`${c} ${texto(doc[claveDe(c)])}: ${error}`);
          }
        }
        expect(malos.slice(0, 5), c).toEqual([]);
      }
    }
  });

  it('todas las referencias existen y cuadran con su dueño (la misma regla que el servidor)', () => {
    expect(fallosDeReferencias(demo)).toEqual([]);
    expect(fallosDeReferencias(demo10)).toEqual([]);
    expect(fallosDeReferencias(pequena)).toEqual([]);
  });

  it('lo de un cliente o un prospecto lleva uno de los dos ids (los dos solo si el prospecto se convirtió en ese cliente)', () => {
    for (const d of [demo, demo10]) {
      const clientes = indice(d, 'cliente');
      const prospectos = indice(d, 'clientepotencial');
      for (const c of ['cuentabancaria', 'representante', 'estudiofinanciero', 'operacioncrm', 'cita'] as const) {
        for (const doc of docs(d, c)) {
          const idc = texto(doc.idcliente);
          const idp = texto(doc.idcliente_potencial);
          expect(idc !== '' || idp !== '', `${c} sin dueño`).toBe(true);
          if (idc) expect(clientes.has(idc), `${c}: cliente ${idc}`).toBe(true);
          if (idp) expect(prospectos.has(idp), `${c}: prospecto ${idp}`).toBe(true);
          if (idc && idp) expect(prospectos.get(idp)?.idcliente, `${c}: ${idp} no se convirtió en ${idc}`).toBe(idc);
        }
      }
      const delegacion = delegacionDe(d);
      for (const c of ['operacioncrm', 'cita'] as const) {
        for (const doc of docs(d, c)) {
          const dueno = texto(doc.idcliente) ? clientes.get(texto(doc.idcliente)) : prospectos.get(texto(doc.idcliente_potencial));
          expect(doc.iddelegacion, `${c} ${texto(doc[claveDe(c)])}`).toBe(dueno?.iddelegacion);
        }
      }
      expect(delegacion('factura', docs(d, 'factura')[0] ?? {})).not.toBe('');
    }
  });

  it('prospectos: código, delegación de su comercial y algunos ya convertidos en un cliente de su delegación', () => {
    const empleados = new Map(demo.documentos.empleado.map((e) => [e.idempleado, e]));
    const clientes = new Map(demo.documentos.cliente.map((c) => [c.idcliente, c]));
    const convertidos = demo.documentos.clientepotencial.filter((p) => p.idcliente !== null);
    expect(convertidos.length).toBeGreaterThan(0);
    expect(convertidos.length).toBeLessThan(demo.documentos.clientepotencial.length / 4);
    for (const p of demo.documentos.clientepotencial) {
      expect(p.codigo).toMatch(/^PR-\d{6}$/);
      expect(empleados.get(p.idcomercial ?? '')?.iddelegacion).toBe(p.iddelegacion);
      expect(p.fecha_alta <= HOY).toBe(true);
      expect(diaDe(HOY) - diaDe(p.fecha_alta)).toBeLessThanOrEqual(365);
      expect((p.fconversion ?? null) !== null).toBe((p.idcliente ?? null) !== null);
      if (p.idcliente) {
        expect(clientes.get(p.idcliente)?.iddelegacion).toBe(p.iddelegacion);
        expect((p.fconversion ?? '').slice(0, 10) >= p.fecha_alta).toBe(true);
      }
    }
    expect(new Set(convertidos.map((p) => p.idcliente)).size).toBe(convertidos.length);
    for (const t of demo.documentos.telefonopotencial) expect(t.numero).toMatch(/^[679]\d{2} \d{3} \d{3}$/);
    const porProspecto = (xs: readonly { idcliente_potencial: string }[]) => xs.reduce((m, x) => m.set(x.idcliente_potencial, (m.get(x.idcliente_potencial) ?? 0) + 1), new Map<string, number>());
    const tels = porProspecto(demo.documentos.telefonopotencial);
    const dirs = porProspecto(demo.documentos.direccionpotencial);
    for (const p of demo.documentos.clientepotencial) {
      expect(tels.get(p.idcliente_potencial) ?? 0).toBeGreaterThanOrEqual(1);
      expect(tels.get(p.idcliente_potencial) ?? 0).toBeLessThanOrEqual(2);
      expect(dirs.get(p.idcliente_potencial)).toBe(1);
    }
    const provincias = new Map(demo.documentos.delegacion.map((x) => [x.iddelegacion, x.provincia]));
    const delProspecto = new Map(demo.documentos.clientepotencial.map((p) => [p.idcliente_potencial, p.iddelegacion]));
    for (const x of demo.documentos.direccionpotencial) {
      expect(x.provincia).toBe(provincias.get(delProspecto.get(x.idcliente_potencial) ?? ''));
      expect(x.lat).not.toBeNull();
    }
  });

  it('IBAN españoles válidos (24 caracteres, control ISO 13616) y mandato en toda cuenta remesable', () => {
    expect(ibanEspanol('2100', '0418', '0200051332')).toBe('ES9121000418450200051332');
    for (const d of [demo, demo10]) {
      for (const c of d.documentos.cuentabancaria) {
        expect(c.iban, c.iban).toMatch(/^ES\d{22}$/);
        expect(esIban(c.iban), c.iban).toBe(true);
        if (c.remesable) expect(c.fmandato).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (c.fmandato) expect(c.referencia_mandato).toMatch(/^MAND-\d{6}$/);
      }
      const deClientes = d.documentos.cuentabancaria.filter((c) => c.idcliente !== '');
      expect(deClientes.length / d.documentos.cliente.length).toBeGreaterThan(0.45);
      expect(deClientes.length / d.documentos.cliente.length).toBeLessThan(0.75);
      expect(deClientes.filter((c) => c.remesable).length / deClientes.length).toBeGreaterThan(0.6);
      const titulares = new Map(d.documentos.cliente.map((c) => [c.idcliente, c.nombre]));
      for (const c of deClientes) expect(c.titular).toBe(titulares.get(c.idcliente));
    }
    // La comprobación detecta un control erróneo.
    expect(esIban('ES9221000418450200051332')).toBe(false);
  });

  it('representantes con DNI o NIE válido, sobre todo de empresas', () => {
    for (const d of [demo, demo10]) {
      const nif = new Map(d.documentos.cliente.map((c) => [c.idcliente, c.nif ?? '']));
      for (const r of d.documentos.representante) {
        expect(esDni(r.dni) || esNie(r.dni), r.dni).toBe(true);
        if (r.idcliente) expect(nif.get(r.idcliente), `representante de un particular: ${r.idcliente}`).toMatch(/^[A-W]/);
      }
    }
  });

  it('facturas: todos los estados de deuda a cualquier escala, IVA del 21 % y cobrado según el estado', () => {
    const hoy = diaDe(HOY);
    for (const d of [demo, demo10, pequena]) {
      const estados = new Set(d.documentos.factura.map((f) => f.estado_deuda));
      expect([...estados].sort()).toEqual(Object.values(ESTADOS_DEUDA).sort());
      const referencia = d === pequena ? diaDe('2025-11-02') : hoy;
      for (const f of d.documentos.factura) {
        expect(f.numero).toMatch(/^F\d{4}-\d{6}$/);
        expect(f.numero.slice(1, 5)).toBe(f.fecha.slice(0, 4));
        expect(f.fvencimiento >= f.fecha).toBe(true);
        expect(diaDe(f.fecha)).toBeLessThanOrEqual(referencia);
        // El 21 % de la base al céntimo, la mitad hacia arriba (en enteros: la base tiene 2 decimales).
        const baseCentimos = Math.round(f.base_imponible * 100);
        expect(f.iva).toBe(Math.floor((baseCentimos * 21 + 50) / 100) / 100);
        expect(f.total).toBe((baseCentimos + Math.round(f.iva * 100)) / 100);
        switch (f.estado_deuda) {
          case ESTADOS_DEUDA.pendiente:
            expect(f.cobrado).toBe(0);
            break;
          case ESTADOS_DEUDA.cobrada:
            expect(f.cobrado).toBe(f.total);
            break;
          case ESTADOS_DEUDA.dudosoCobro:
            expect(f.cobrado).toBe(0);
            expect(diaDe(f.fvencimiento)).toBeLessThan(referencia);
            break;
          case ESTADOS_DEUDA.incobrable:
            expect(f.cobrado).toBe(0);
            expect(diaDe(f.fecha)).toBeLessThan(referencia - 365);
            break;
          case ESTADOS_DEUDA.parcialmenteCobrada:
            expect(f.cobrado).toBeGreaterThan(0);
            expect(f.cobrado).toBeLessThan(f.total);
            break;
          default:
            expect.fail(`estado de deuda ${f.estado_deuda}`);
        }
      }
      expect(new Set(d.documentos.factura.map((f) => f.numero)).size).toBe(d.documentos.factura.length);
    }
  });

  it('operaciones: etapa, probabilidad y cierre coherentes; líneas con importe = importeLinea y el total en importe_estimado', () => {
    for (const d of [demo, demo10]) {
      const suma = new Map<string, number>();
      for (const l of d.documentos.loperacioncrm) {
        expect(l.importe).toBe(importeLinea(l.precio, l.dto, l.unidades));
        expect(JSON.stringify(derivar('loperacioncrm', l))).toBe(JSON.stringify(l));
        expect(l.dto).toBeGreaterThanOrEqual(0);
        expect(l.dto).toBeLessThanOrEqual(20);
        suma.set(l.idoperacioncrm, (suma.get(l.idoperacioncrm) ?? 0) + l.importe);
      }
      const articulos = new Map(d.documentos.articulo.map((a) => [a.idarticulo, a]));
      for (const l of d.documentos.loperacioncrm) expect(articulos.get(l.idarticulo ?? '')?.precio).toBe(l.precio);
      const lineas = d.documentos.loperacioncrm.reduce((m, l) => m.set(l.idoperacioncrm, (m.get(l.idoperacioncrm) ?? 0) + 1), new Map<string, number>());
      const sistemas = new Map(d.documentos.sistema.map((s) => [s.idsistema, s]));
      for (const o of d.documentos.operacioncrm) {
        const n = lineas.get(o.idoperacioncrm) ?? 0;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(4);
        expect(o.importe_estimado).toBe(redondear2(suma.get(o.idoperacioncrm) ?? -1));
        const cerrada = o.etapa === 'ganada' || o.etapa === 'perdida';
        expect(o.fcierre !== null, `operación ${o.idoperacioncrm} ${o.etapa}`).toBe(cerrada);
        if (o.fcierre) {
          expect(o.fcierre >= o.fecha_alta).toBe(true);
          expect(o.fcierre <= HOY).toBe(true);
        }
        expect(o.motivo_perdida !== null && o.motivo_perdida !== '').toBe(o.etapa === 'perdida');
        if (o.etapa === 'ganada') expect(o.probabilidad).toBe(100);
        if (o.etapa === 'perdida') expect(o.probabilidad).toBe(0);
        if (!cerrada) {
          expect(o.probabilidad).toBeGreaterThan(0);
          expect(o.probabilidad).toBeLessThan(100);
        }
        if (o.idsistema) expect(sistemas.get(o.idsistema)?.idcliente).toBe(o.idcliente);
        expect(o.fecha_alta <= HOY).toBe(true);
        expect(o.actualizado.slice(0, 10) >= o.fecha_alta).toBe(true);
      }
      const operaciones = new Map(d.documentos.operacioncrm.map((o) => [o.idoperacioncrm, o]));
      const porOperacion = new Map<string, number>();
      for (const c of d.documentos.contactooperacion) {
        const o = operaciones.get(c.idoperacioncrm);
        expect(c.fecha.slice(0, 10) >= (o?.fecha_alta ?? '')).toBe(true);
        expect(c.fecha.slice(0, 10) <= (o?.fcierre ?? HOY)).toBe(true);
        expect(c.idcomercial).toBe(o?.idcomercial);
        porOperacion.set(c.idoperacioncrm, (porOperacion.get(c.idoperacioncrm) ?? 0) + 1);
      }
      for (const n of porOperacion.values()) expect(n).toBeLessThanOrEqual(3);
      expect(new Set(d.documentos.operacioncrm.map((o) => o.etapa))).toEqual(new Set(['nueva', 'cualificada', 'propuesta', 'negociacion', 'ganada', 'perdida']));
    }
  });

  it('citas en horario laboral (UTC), sin solaparse, realizadas las pasadas y en la semana de hoy ± 3 semanas', () => {
    const hoy = diaDe(HOY);
    const lunes = hoy - diaSemana(hoy);
    expect(fechaDe(lunes)).toBe('2025-06-16'); // el 16 de junio de 2025 fue lunes
    const porComercialYDia = new Map<string, { inicio: string; fin: string }[]>();
    for (const c of demo.documentos.cita) {
      const dia = diaDe(c.inicio.slice(0, 10));
      expect(c.fin.slice(0, 10)).toBe(c.inicio.slice(0, 10));
      expect(c.inicio < c.fin).toBe(true);
      expect(c.inicio.slice(11) >= '07:00').toBe(true);
      expect(c.fin.slice(11) <= '17:00:00.000Z').toBe(true);
      expect(dia).toBeGreaterThanOrEqual(lunes - 21);
      expect(dia).toBeLessThanOrEqual(lunes + 27);
      if (dia !== hoy) expect(diaSemana(dia)).toBeLessThan(5);
      expect(c.realizada).toBe(dia < hoy);
      const clave = `${c.idcomercial ?? ''}|${c.inicio.slice(0, 10)}`;
      porComercialYDia.set(clave, [...(porComercialYDia.get(clave) ?? []), c]);
    }
    for (const lista of porComercialYDia.values()) {
      const orden = [...lista].sort((a, b) => (a.inicio < b.inicio ? -1 : 1));
      for (let i = 1; i < orden.length; i++) expect((orden[i]?.inicio ?? '') >= (orden[i - 1]?.fin ?? '')).toBe(true);
    }
    expect(demo.documentos.cita.some((c) => c.idoperacioncrm !== null)).toBe(true);
    expect(demo.documentos.cita.some((c) => c.idcliente_potencial !== '' && c.idoperacioncrm === null)).toBe(true);
  });

  it('el usuario «comercial» tiene prospectos, operaciones abiertas y cerradas, citas hoy y esta semana, facturas en varios estados y su cartera', () => {
    const u = usuarioDe(demo, 'comercial');
    const id = u.idcomercial ?? '';
    const D = demo.documentos;
    expect(D.clientepotencial.filter((p) => p.idcomercial === id).length).toBeGreaterThanOrEqual(10);
    const ops = D.operacioncrm.filter((o) => o.idcomercial === id);
    expect(ops.some((o) => o.fcierre === null && o.idcliente_potencial !== '')).toBe(true);
    expect(ops.some((o) => o.fcierre === null && o.idcliente !== '' && o.idcliente_potencial === '')).toBe(true);
    expect(ops.some((o) => o.etapa === 'ganada')).toBe(true);
    expect(ops.some((o) => o.etapa === 'perdida')).toBe(true);
    const citas = D.cita.filter((c) => c.idcomercial === id);
    expect(citas.filter((c) => c.inicio.startsWith(HOY)).length).toBeGreaterThanOrEqual(2);
    const hoy = diaDe(HOY);
    const semana = citas.filter((c) => {
      const dia = diaDe(c.inicio.slice(0, 10));
      return dia >= hoy - diaSemana(hoy) && dia < hoy - diaSemana(hoy) + 7;
    });
    expect(semana.length).toBeGreaterThanOrEqual(4);
    const suyos = new Set(D.clientecomercial.filter((c) => c.idcomercial === id).map((c) => c.idcliente));
    expect(suyos.size).toBeGreaterThanOrEqual(20);
    expect(new Set(D.factura.filter((f) => suyos.has(f.idcliente)).map((f) => f.estado_deuda)).size).toBe(5);
    // El segundo comercial, de la delegación 2, también con lo suyo.
    const u2 = usuarioDe(demo, 'comercial2');
    expect(u2.iddelegacion).toBe('2');
    expect(u2.ambito).toBe('delegacion');
    expect(u2.permisos).toEqual(u.permisos);
    expect(D.empleado.find((e) => e.idempleado === u2.idcomercial)?.iddelegacion).toBe('2');
    expect(D.clientecomercial.filter((c) => c.idcomercial === u2.idcomercial).length).toBeGreaterThan(0);
    expect(D.cita.filter((c) => c.idcomercial === u2.idcomercial && c.inicio.startsWith(HOY)).length).toBeGreaterThanOrEqual(2);
  });

  it('ámbito en memoria: el comercial recibe lo de su delegación y lo suyo, y nada de la delegación 2 (y al revés)', () => {
    for (const d of [demo, demo10]) {
      const etiquetas = etiquetarDocumentos(d.documentos);
      const delegacion = delegacionDe(d);
      for (const [login, propia, ajena] of [['comercial', '1', '2'], ['comercial2', '2', '1']] as const) {
        const u = usuarioDe(d, login);
        const suyas = etiquetasUsuario(u, u.ambito);
        const idcomercial = u.idcomercial ?? '';
        expect(u.iddelegacion).toBe(propia);
        let vistos = 0;
        for (const c of NUEVAS) {
          const deColeccion = etiquetas.get(c);
          for (const doc of docs(d, c)) {
            const id = texto(doc[claveDe(c)]);
            const e = deColeccion?.get(id) ?? [];
            const del = delegacion(c, doc);
            if (del === propia || doc.idcomercial === idcomercial) {
              expect(e.map(baseEtiqueta).includes(`delegacion:${propia}`) || e.map(baseEtiqueta).includes(`comercial:${idcomercial}`), `${login}: ${c} ${id} → ${e.join(',')}`).toBe(true);
              expect(cortan(e, suyas), `${login} no recibe ${c} ${id}`).toBe(true);
              vistos++;
            }
            if (cortan(e, suyas)) expect(del, `${login} recibe ${c} ${id} de la delegación ${del}`).not.toBe(ajena);
          }
        }
        expect(vistos).toBeGreaterThan(100);
      }
    }
  });
});
