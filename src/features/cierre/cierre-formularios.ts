/**
 * Formularios declarados del cierre de un parte (src/ui/formulario/declaracion.ts):
 * - Firma del cliente: nombre, DNI y firma (firmante.ts). Con una firma anterior pregunta en la
 *   'Confirmación' si se sustituye; guardar borra las anteriores (firma.deleteSync), inserta la nueva
 *   (firma.insertSync) y sube el PDF del parte firmado; si el PDF falla, la firma queda y se avisa.
 * - Cobro: importe (mayor que 0), forma de pago y observaciones → cobro.insertSync con su número de
 *   recibo (construirCobro), que recibe la pantalla para enseñarlo.
 */
import type { DocDe } from '../../../schemas';
import type { VigiaMetodos } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { aDatosFirmante, camposFirmante, type DatosFirmante, type ValoresFirmante } from '../../ui/formulario/firmante';
import { esFormaPago, etiquetasFormaPago, formasPago, MENSAJES_CIERRE } from './cierre.labels';
import { construirCobro, validarImporte, type Cobro } from './cobro';
import { IDTABLA_PARTE } from './datos-parte';

type Mutador = Pick<VigiaMetodos, 'mutate'>;

const mensajeDe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Tamaño máximo de la imagen de la firma (data URL; esquema firma.imagen). */
export const MAX_IMAGEN_FIRMA = 400_000;

/** Lo que la firma necesita del parte (DatosParte lo cumple): su id y las firmas vigentes. */
export interface ParteAFirmar {
  parte: Pick<DocDe<'partetrabajo'>, 'idparte_trabajo'>;
  firmas: readonly Pick<DocDe<'firma'>, 'idfirma' | 'nombre'>[];
}

/** El documento de firma.insertSync. */
export const documentoFirma = (idparte_trabajo: string, datos: DatosFirmante, idfirma: string, fecha: Date): DocDe<'firma'> => ({
  idfirma,
  idtabla: IDTABLA_PARTE,
  id: idparte_trabajo,
  nombre: datos.nombre,
  dni: datos.dni,
  imagen: datos.imagen,
  fecha: fecha.toISOString(),
  estado: 1,
});

/** Pregunta de la 'Confirmación' al volver a firmar. */
export const textoSustituirFirma = (nombre: string): string => `El parte ya está firmado por ${nombre}. ¿Sustituir esa firma por la nueva? La anterior se borra.`;

const camposFirma = camposFirmante({ maxImagen: MAX_IMAGEN_FIRMA, firmaRequerida: MENSAJES_CIERRE.firmaRequerida });

export interface DependenciasFirma<R> {
  db: Mutador;
  /** Genera y sube el PDF del parte firmado (fichero.subirSync). */
  subirPdf: (parte: R, firma: DocDe<'firma'>) => Promise<unknown>;
  /** Aviso en el snackbar (el PDF que no se pudo preparar). */
  avisar: (mensaje: string) => void;
}

export const formularioFirma = <R extends ParteAFirmar>({ db, subirPdf, avisar }: DependenciasFirma<R>) =>
  declararFormulario<ValoresFirmante, R>({
    campos: camposFirma,
    boton: 'Guardar firma',
    mensaje: MENSAJES_CIERRE.firmaGuardada,
    confirmar: ({ registro }) => {
      const anterior = registro.firmas[0];
      return anterior === undefined ? null : textoSustituirFirma(anterior.nombre);
    },
    enviar: async ({ valores, registro }) => {
      const datos = aDatosFirmante(valores);
      for (const vieja of registro.firmas) await db.mutate('firma.deleteSync', { id: vieja.idfirma });
      const doc = documentoFirma(registro.parte.idparte_trabajo, datos, crypto.randomUUID(), new Date());
      await db.mutate('firma.insertSync', { doc });
      try {
        await subirPdf(registro, doc);
      } catch (err) {
        // La firma ya está guardada: se avisa y el PDF se puede descargar desde el resumen.
        avisar(`Firma guardada, pero no se ha podido preparar el PDF: ${mensajeDe(err)}`);
      }
    },
  });

export interface ValoresCobro {
  importe: number | null;
  forma_pago: string;
  observaciones: string;
}

export const MAX_OBSERVACIONES_COBRO = 2000;
export const SIN_TECNICO = 'Tu usuario no es un técnico';

/** De entrada: el total del parte (vacío si no tiene importe) en efectivo. */
export const valoresCobro = (total: number): ValoresCobro => ({ importe: total > 0 ? total : null, forma_pago: 'efectivo', observaciones: '' });

const opcionesFormaPago = [{ valor: '', etiqueta: 'Elige la forma de pago' }, ...formasPago.map((f) => ({ valor: f, etiqueta: etiquetasFormaPago[f] }))];

export interface DependenciasCobro {
  db: Mutador;
  /** El técnico de la sesión (sin él no se puede cobrar). */
  idtecnico: string | null;
  /** Con el cobro guardado (la pantalla enseña el recibo). */
  alGuardar: (cobro: Omit<Cobro, 'estado'>) => void;
}

/** El registro es el id del parte que se cobra. */
export const formularioCobro = ({ db, idtecnico, alGuardar }: DependenciasCobro) =>
  declararFormulario<ValoresCobro, string>({
    campos: [
      { campo: 'importe', tipo: 'importe', etiqueta: 'Importe', requerido: true, reglas: [validarImporte] },
      { campo: 'forma_pago', tipo: 'seleccion', etiqueta: 'Forma de pago', requerido: true, opciones: opcionesFormaPago },
      { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', maximo: MAX_OBSERVACIONES_COBRO },
    ],
    boton: 'Guardar cobro',
    enviar: async ({ valores, registro }) => {
      const { importe, forma_pago, observaciones } = valores;
      // Las reglas ya lo garantizan; así lo sabe también el tipo.
      if (importe === null || !esFormaPago(forma_pago)) throw new Error('Revisa el importe y la forma de pago');
      if (!idtecnico) throw new Error(SIN_TECNICO);
      const doc = construirCobro({ idcobro: crypto.randomUUID(), idparte_trabajo: registro, idtecnico, importe, forma_pago, observaciones, ahora: new Date() });
      // El efectivo entra también en la caja del técnico (movimientos de caja), con su id desde aquí.
      await db.mutate('cobro.insertSync', { doc, ...(forma_pago === 'efectivo' ? { idmovcaja: crypto.randomUUID() } : {}) });
      alGuardar(doc);
    },
  });
