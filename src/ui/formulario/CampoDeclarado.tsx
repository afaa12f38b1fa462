/**
 * Pinta un campo declarado con el control de su tipo (campos.tsx, SelectorHora, PanelFirma). El valor
 * llega sin tipo fino desde el estado del formulario y se lee según el tipo declarado; el panel de firma
 * se carga aparte (signature_pad va en su propio chunk).
 */
import { lazy, Suspense } from 'react';
import { SelectorHora } from '../dialogos/SelectorHora';
import { CampoAreaTexto, CampoCasilla, CampoFecha, CampoImporte, CampoNumero, CampoSeleccion, CampoTexto, type OpcionSeleccion, type TipoTexto } from './campos';
import type { CampoSuelto, FuenteOpciones, TipoCampo } from './declaracion';

const PanelFirma = lazy(() => import('../dialogos/PanelFirma').then((m) => ({ default: m.PanelFirma })));

export interface CampoDeclaradoProps {
  campo: CampoSuelto & { tipo: TipoCampo };
  valor: unknown;
  alCambiar: (valor: string | number | boolean | null) => void;
  error: string | null;
  opciones: readonly OpcionSeleccion[];
  /** Campos 'coleccion': de dónde salen las opciones. */
  fuente?: FuenteOpciones;
  desactivado: boolean;
}

/** Selección de un registro de una colección: las opciones llegan de la consulta (fuente.useOpciones). */
function CampoColeccion({ fuente, ...props }: Omit<Parameters<typeof CampoSeleccion>[0], 'opciones'> & { fuente: FuenteOpciones }) {
  const opciones = fuente.useOpciones();
  return <CampoSeleccion {...props} opciones={opciones ?? [{ valor: '', etiqueta: 'Cargando…' }]} desactivado={props.desactivado === true || opciones === undefined} />;
}

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');
const numeroONulo = (v: unknown): number | null => (typeof v === 'number' ? v : null);
/** El valor si es texto (una fecha o una hora puestas), o null: no es el normalizador de src/lib/texto. */
const siEsTexto = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const TIPO_TEXTO: Partial<Record<TipoCampo, TipoTexto>> = { email: 'email', telefono: 'tel', contrasena: 'password' };
const AUTOCOMPLETAR: Partial<Record<TipoCampo, string>> = { email: 'email', telefono: 'tel', nif: 'off', iban: 'off' };

export function CampoDeclarado({ campo, valor, alCambiar, error, opciones, fuente, desactivado }: CampoDeclaradoProps) {
  const comun = { etiqueta: campo.etiqueta, error, requerido: campo.requerido, desactivado, nombre: campo.campo, ayuda: campo.ayuda };
  switch (campo.tipo) {
    case 'texto':
    case 'email':
    case 'telefono':
    case 'nif':
    case 'iban':
    case 'contrasena':
      return (
          <CampoTexto
            {...comun}
            tipo={TIPO_TEXTO[campo.tipo] ?? 'text'}
            valor={texto(valor)}
            alCambiar={alCambiar}
            maximo={campo.maximo}
            autoComplete={campo.autoComplete ?? AUTOCOMPLETAR[campo.tipo]}
          />
      );
    case 'area':
      return (
          <CampoAreaTexto {...comun} valor={texto(valor)} alCambiar={alCambiar} maximo={campo.maximo} filas={campo.filas} />
      );
    case 'numero':
      return (
          <CampoNumero {...comun} valor={numeroONulo(valor)} alCambiar={alCambiar} decimales={campo.decimales} />
      );
    case 'importe':
      return (
          <CampoImporte {...comun} valor={numeroONulo(valor)} alCambiar={alCambiar} />
      );
    case 'fecha':
      return (
          <CampoFecha {...comun} valor={siEsTexto(valor)} alCambiar={alCambiar} />
      );
    case 'seleccion':
      return <CampoSeleccion {...comun} valor={texto(valor)} alCambiar={alCambiar} opciones={opciones} />;
    case 'coleccion':
      return fuente === undefined ? (
        <CampoSeleccion {...comun} valor={texto(valor)} alCambiar={alCambiar} opciones={opciones} />
      ) : (
        <CampoColeccion {...comun} valor={texto(valor)} alCambiar={alCambiar} fuente={fuente} />
      );
    case 'casilla':
      return <CampoCasilla {...comun} valor={valor === true} alCambiar={alCambiar} />;
    case 'hora':
      return (
        <div className="campo-declarado-hora">
          <SelectorHora etiqueta={campo.etiqueta} valor={siEsTexto(valor)} alCambiar={alCambiar} pasoMinutos={campo.pasoMinutos} isDisabled={desactivado} />
          {error && (
            <p className="campo-error" role="alert">
              {error}
            </p>
          )}
        </div>
      );
    case 'firma':
      return (
        <div className="campo-declarado-firma">
          <Suspense fallback={<p className="vacio">Cargando el panel de firma…</p>}>
            <PanelFirma etiqueta={campo.etiqueta} isDisabled={desactivado} alCambiar={(f) => alCambiar(f.vacia ? null : f.dataUrl)} />
          </Suspense>
          {error && (
            <p className="campo-error" role="alert">
              {error}
            </p>
          )}
        </div>
      );
  }
}
