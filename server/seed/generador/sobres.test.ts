/**
 * Pruebas de los sobres de firma de la demo: cada sobre en un presupuesto de su estado (firmado en los
 * firmados, enviado o cancelado en los aceptados), fuera de los diez primeros y uno abierto como mucho;
 * el SHA-256 del documento guardado; el PDF firmado con los firmantes; firmado ⇔ todos firmaron; ficheros
 * del presupuesto con su contenido; determinismo.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { esDni, esNie } from '../../../replication/documento-identidad';
import { textoPdf } from '../../../src/lib/prueba/pdf';
import { generarDemo } from '../generador';
import type { DatosDemo } from '../tipos';
import { MAX_FIRMADOS, PRIMEROS_SIN_SOBRE } from './sobres';

const HOY = '2025-06-16';

describe('sobres de firma de la demo', () => {
  let demo: DatosDemo;
  let contenido: Map<string, Uint8Array>;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    contenido = new Map((demo.contenidos ?? []).map((c) => [c.idfichero, c.datos]));
  });

  const presupuesto = (id: string) => {
    const p = demo.documentos.presupuestocli.find((x) => x.idpresupuestocli === id);
    if (!p) throw new Error(`No existe el presupuesto ${id}`);
    return p;
  };
  const datosDe = (idfichero: string): Uint8Array => {
    const datos = contenido.get(idfichero);
    if (!datos) throw new Error(`Sin contenido el fichero ${idfichero}`);
    return datos;
  };

  it('hay firmados (hasta el tope), pendientes y un cancelado, en presupuestos de su estado y fuera de los diez primeros', () => {
    const { sobre } = demo.documentos;
    const firmados = sobre.filter((s) => s.situacion === 'firmado');
    expect(firmados.length).toBeGreaterThan(5);
    expect(firmados.length).toBeLessThanOrEqual(MAX_FIRMADOS);
    expect(sobre.filter((s) => s.situacion === 'enviado').length).toBeGreaterThan(0);
    expect(sobre.filter((s) => s.situacion === 'cancelado').length).toBe(1);
    for (const s of sobre) {
      const p = presupuesto(s.idpresupuestocli);
      expect(Number(p.idpresupuestocli)).toBeGreaterThan(PRIMEROS_SIN_SOBRE);
      expect(p.estado, s.idsobre).toBe(s.situacion === 'firmado' ? 4 : 3);
      expect(s.fenvio < s.caduca).toBe(true);
      expect(s.fenvio >= (p.faceptacion ?? '')).toBe(true);
      if (s.situacion === 'firmado') expect(s.ffirmado).toBe(p.ffirma);
      if (s.situacion === 'enviado') expect(s.caduca > `${HOY}T23:59:59.999Z`).toBe(true);
      if (s.situacion === 'cancelado') expect(s.fcancelado && s.fcancelado > s.fenvio).toBeTruthy();
      else expect(s.fcancelado).toBeNull();
    }
    const abiertos = sobre.filter((s) => s.situacion === 'enviado').map((s) => s.idpresupuestocli);
    expect(new Set(abiertos).size).toBe(abiertos.length);
  });

  it('los ficheros son del presupuesto (idtabla 106), PDF, con su contenido y su tamaño', () => {
    const { fichero, sobre } = demo.documentos;
    expect(fichero.length).toBe(contenido.size);
    const delSobre = new Map(sobre.flatMap((s) => [[s.idfichero, s.idpresupuestocli], [s.idfichero_firmado ?? '', s.idpresupuestocli]]));
    // Los de los presupuestos (idtabla 106); los demás, planos de sistemas y croquis (planos-datos.test.ts), son imágenes.
    expect(fichero.filter((x) => x.idtabla !== 106).every((x) => x.tipo === 'image/png')).toBe(true);
    for (const f of fichero.filter((x) => x.idtabla === 106 || x.tipo !== 'image/png')) {
      expect(f.idtabla).toBe(106);
      expect(f.tipo).toBe('application/pdf');
      expect(f.id).toBe(delSobre.get(f.idfichero));
      const datos = datosDe(f.idfichero);
      expect(f.tamano).toBe(datos.length);
      expect(Buffer.from(datos.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
  });

  it('el SHA-256 es el del documento guardado', () => {
    for (const s of demo.documentos.sobre) {
      expect(s.sha256, s.idsobre).toBe(createHash('sha256').update(datosDe(s.idfichero)).digest('hex'));
    }
  });

  it('firmado ⇔ todos los destinatarios firmaron; los firmados con nombre, DNI o NIE válido, IP y fecha', () => {
    const { sobre, destinatariosobre, enviosobre } = demo.documentos;
    for (const s of sobre) {
      const ds = destinatariosobre.filter((d) => d.idsobre === s.idsobre);
      expect(ds.length, s.idsobre).toBeGreaterThan(0);
      expect(ds.every((d) => d.firmado), s.idsobre).toBe(s.situacion === 'firmado');
      if (s.situacion === 'enviado') expect(ds.some((d) => d.firmado)).toBe(true);
      for (const d of ds) {
        expect(enviosobre.some((e) => e.iddestinatario_sobre === d.iddestinatario_sobre && e.tipo === 'envio' && e.resultado === 'enviado' && e.fecha === s.fenvio)).toBe(true);
        if (!d.firmado) {
          expect([d.ffirma, d.firmante_nombre, d.firmante_dni, d.ip]).toEqual([null, null, null, null]);
          if (s.situacion === 'cancelado') expect(enviosobre.some((e) => e.iddestinatario_sobre === d.iddestinatario_sobre && e.tipo === 'cancelacion' && e.fecha === s.fcancelado)).toBe(true);
          continue;
        }
        const dni = d.firmante_dni ?? '';
        expect(esDni(dni) || esNie(dni), dni).toBe(true);
        expect(d.firmante_nombre).toBe(d.nombre);
        expect(d.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
        expect((d.ffirma ?? '') > s.fenvio && (d.ffirma ?? '') <= (s.ffirmado ?? `${HOY}T23:59:59.999Z`)).toBe(true);
        expect(d.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      }
    }
  });

  it('el PDF firmado tiene las páginas del original, las firmas y el registro, con los firmantes', async () => {
    const { sobre, destinatariosobre } = demo.documentos;
    for (const s of sobre) {
      if (s.situacion !== 'firmado') {
        expect(s.idfichero_firmado).toBeNull();
        continue;
      }
      const original = await textoPdf(datosDe(s.idfichero));
      const firmado = await textoPdf(datosDe(s.idfichero_firmado ?? ''));
      expect(original.texto).toContain(`Presupuesto ${presupuesto(s.idpresupuestocli).numero}`);
      expect(firmado.doc.getPageCount()).toBeGreaterThan(original.doc.getPageCount());
      expect(firmado.texto).toContain(s.sha256);
      for (const d of destinatariosobre.filter((x) => x.idsobre === s.idsobre)) expect(firmado.texto).toContain(d.firmante_nombre ?? '?');
    }
  });

  it('es determinista: misma semilla, mismos sobres y mismos bytes', async () => {
    const otra = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    for (const c of ['sobre', 'destinatariosobre', 'enviosobre', 'fichero'] as const) {
      expect(JSON.stringify(otra.documentos[c]), c).toBe(JSON.stringify(demo.documentos[c]));
    }
    expect(otra.contenidos?.map((c) => Buffer.from(c.datos).toString('base64'))).toEqual(demo.contenidos?.map((c) => Buffer.from(c.datos).toString('base64')));
  });
});
