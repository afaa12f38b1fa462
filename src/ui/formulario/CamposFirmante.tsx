/**
 * Quién firma y su firma: nombre, DNI (validador compartido, 'El DNI no es correcto') y el panel de firma
 * (obligatoria). Lo comparten la firma del parte (/offline/partes/{id}/firmar) y la de una checklist; cada
 * pantalla decide qué hace con los datos (`comprobar()` los devuelve ya normalizados).
 */
import { useMemo, useState } from 'react';
import { dni, maximoDe, requerido } from '../../lib/validacion';
import { PanelFirma, type Firma } from '../dialogos/PanelFirma';
import { AvisosFormulario } from './AvisosFormulario';
import { CampoTexto } from './campos';
import { useFormulario, type Formulario, type Validadores } from './useFormulario';

interface ValoresFirmante {
  nombre: string;
  dni: string;
}

export interface DatosFirmante {
  nombre: string;
  /** Sin espacios, puntos ni guiones y en mayúsculas. */
  dni: string;
  /** La firma como data URL PNG. */
  imagen: string;
}

const MAX_NOMBRE = 200;
const validadores: Validadores<ValoresFirmante> = { nombre: [requerido, maximoDe(MAX_NOMBRE)], dni: [requerido, dni] };
export const FIRMA_DEMASIADO_GRANDE = 'La firma ocupa demasiado: bórrala y firma de nuevo.';

export interface Firmante {
  f: Formulario<ValoresFirmante>;
  setFirma: (firma: Firma) => void;
  /** Mensaje bajo el panel cuando se intentó guardar sin firmar. */
  errorFirma: string | null;
  mostrarRevision: boolean;
  /** Marca el intento y valida: los datos listos para guardar, o null si falta algo (se ve en pantalla). */
  comprobar: () => DatosFirmante | null;
}

/** Estado de los campos del firmante; `maxImagen` es el tope del esquema para la imagen. */
export const useFirmante = (maxImagen: number, mensajeFirmaRequerida: string): Firmante => {
  const valores = useMemo<ValoresFirmante>(() => ({ nombre: '', dni: '' }), []);
  const f = useFormulario<ValoresFirmante>({ valores, validadores });
  const [firma, setFirma] = useState<Firma>({ vacia: true });
  const [intentado, setIntentado] = useState(false);
  const comprobar = (): DatosFirmante | null => {
    setIntentado(true);
    const valido = f.intentar();
    if (!valido || firma.vacia) return null;
    if (firma.dataUrl.length > maxImagen) throw new Error(FIRMA_DEMASIADO_GRANDE);
    return { nombre: f.visibles.nombre.trim(), dni: f.visibles.dni.replace(/[\s.-]/g, '').toUpperCase(), imagen: firma.dataUrl };
  };
  return {
    f,
    setFirma,
    errorFirma: intentado && firma.vacia ? mensajeFirmaRequerida : null,
    mostrarRevision: intentado && (!f.valido || firma.vacia),
    comprobar,
  };
};

export function CamposFirmante({ firmante, guardando, errorGuardar }: { firmante: Firmante; guardando: boolean; errorGuardar: string | null }) {
  const { f, setFirma, errorFirma, mostrarRevision } = firmante;
  return (
    <>
      <CampoTexto etiqueta="Nombre del cliente" requerido maximo={MAX_NOMBRE} autoComplete="off" valor={f.visibles.nombre} alCambiar={(v) => f.cambiar('nombre', v)} error={f.error('nombre')} />
      <CampoTexto etiqueta="DNI" requerido autoComplete="off" valor={f.visibles.dni} alCambiar={(v) => f.cambiar('dni', v)} error={f.error('dni')} />
      <PanelFirma etiqueta="Firma del cliente" alCambiar={setFirma} isDisabled={guardando} />
      {errorFirma && (
        <p className="campo-error" role="alert">
          {errorFirma}
        </p>
      )}
      <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
    </>
  );
}
