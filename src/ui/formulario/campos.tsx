/**
 * Campos de formulario: texto, área de texto, número, importe (EUR), fecha (dd/mm/aaaa), selección y
 * casilla. Todos controlados (valor + alCambiar) y con el mismo marco (MarcoCampo). Los de número,
 * importe y fecha guardan el texto que se escribe mientras tienen el foco y lo convierten al salir; un
 * texto que no se entiende llega como NaN (números) o como el propio texto (fechas) para que lo
 * rechacen los validadores `numeroValido` / `fechaValida`.
 */
import { forwardRef, useState, type Ref } from 'react';
import { formatearFecha, importeParaEditar, leerFecha, leerImporte, leerNumero } from '../../lib/formato';
import { MarcoCampo } from './MarcoCampo';
import './formulario.css';

interface CampoBase {
  etiqueta: string;
  /** Texto de ayuda bajo el control (si no, el contador de caracteres cuando hay máximo). */
  ayuda?: string;
  error?: string | null;
  requerido?: boolean;
  desactivado?: boolean;
  nombre?: string;
}

export type TipoTexto = 'text' | 'email' | 'password' | 'tel' | 'search';

export interface CampoTextoProps extends CampoBase {
  valor: string;
  alCambiar: (valor: string) => void;
  tipo?: TipoTexto;
  /** Muestra el contador 'n/maximo' (la validación la hace el validador maximoDe). */
  maximo?: number;
  autoComplete?: string;
}

const contador = (valor: string, maximo: number | undefined): string | undefined => (maximo === undefined ? undefined : `${[...valor].length}/${maximo}`);

export const CampoTexto = forwardRef(function CampoTexto(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar, tipo = 'text', maximo, autoComplete, ayuda }: CampoTextoProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido} ayuda={ayuda ?? contador(valor, maximo)}>
      {(props) => (
        <input {...props} ref={ref} name={nombre} type={tipo} value={valor} disabled={desactivado} autoComplete={autoComplete} onChange={(e) => alCambiar(e.target.value)} />
      )}
    </MarcoCampo>
  );
});

export interface CampoAreaTextoProps extends CampoBase {
  valor: string;
  alCambiar: (valor: string) => void;
  maximo?: number;
  filas?: number;
}

export const CampoAreaTexto = forwardRef(function CampoAreaTexto(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar, maximo, filas = 4, ayuda }: CampoAreaTextoProps,
  ref: Ref<HTMLTextAreaElement>,
) {
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido} ayuda={ayuda ?? contador(valor, maximo)}>
      {(props) => <textarea {...props} ref={ref} name={nombre} rows={filas} value={valor} disabled={desactivado} onChange={(e) => alCambiar(e.target.value)} />}
    </MarcoCampo>
  );
});

/** Texto de edición con búfer: mientras se escribe manda lo leído; al salir muestra el valor formateado. */
function useBufer<V>(valor: V, formatear: (v: V) => string): [string, (t: string) => void, () => void, () => void] {
  const [editando, setEditando] = useState<string | null>(null);
  const texto = editando ?? formatear(valor);
  return [texto, (t) => setEditando(t), () => setEditando(formatear(valor)), () => setEditando(null)];
}

export interface CampoNumeroProps extends CampoBase {
  /** NaN: texto que no es un número. */
  valor: number | null;
  alCambiar: (valor: number | null) => void;
  decimales?: number;
}

const textoNumero = (decimales: number) => (v: number | null): string =>
  v === null ? '' : Number.isNaN(v) ? '' : decimales === 0 ? String(v) : v.toFixed(decimales).replace('.', ',');

export const CampoNumero = forwardRef(function CampoNumero(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar, decimales = 0 }: CampoNumeroProps,
  ref: Ref<HTMLInputElement>,
) {
  const [texto, escribir, entrar, salir] = useBufer(valor, textoNumero(decimales));
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido}>
      {(props) => (
        <input
          {...props}
          ref={ref}
          name={nombre}
          type="text"
          inputMode={decimales === 0 ? 'numeric' : 'decimal'}
          value={texto}
          disabled={desactivado}
          onFocus={entrar}
          onBlur={salir}
          onChange={(e) => {
            escribir(e.target.value);
            alCambiar(leerNumero(e.target.value));
          }}
        />
      )}
    </MarcoCampo>
  );
});

export interface CampoImporteProps extends CampoBase {
  /** En EUR, redondeado a 2 decimales; NaN si el texto no es un importe. */
  valor: number | null;
  alCambiar: (valor: number | null) => void;
}

export const CampoImporte = forwardRef(function CampoImporte(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar }: CampoImporteProps,
  ref: Ref<HTMLInputElement>,
) {
  const [texto, escribir, entrar, salir] = useBufer(valor, (v) => (v !== null && Number.isNaN(v) ? '' : importeParaEditar(v)));
  return (
    <MarcoCampo etiqueta={`${etiqueta} (€)`} error={error} requerido={requerido}>
      {(props) => (
        <input
          {...props}
          ref={ref}
          className="campo-importe"
          name={nombre}
          type="text"
          inputMode="decimal"
          value={texto}
          disabled={desactivado}
          onFocus={entrar}
          onBlur={salir}
          onChange={(e) => {
            escribir(e.target.value);
            alCambiar(leerImporte(e.target.value));
          }}
        />
      )}
    </MarcoCampo>
  );
});

export interface CampoFechaProps extends CampoBase {
  /** 'YYYY-MM-DD', null si está vacía, o el texto escrito si no es una fecha. */
  valor: string | null;
  alCambiar: (valor: string | null) => void;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const textoFecha = (v: string | null): string => (v === null ? '' : ISO.test(v) ? formatearFecha(v) : v);

export const CampoFecha = forwardRef(function CampoFecha(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar }: CampoFechaProps,
  ref: Ref<HTMLInputElement>,
) {
  const [texto, escribir, entrar, salir] = useBufer(valor, textoFecha);
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido} ayuda="dd/mm/aaaa">
      {(props) => (
        <input
          {...props}
          ref={ref}
          name={nombre}
          type="text"
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          value={texto}
          disabled={desactivado}
          onFocus={entrar}
          onBlur={salir}
          onChange={(e) => {
            escribir(e.target.value);
            const leida = leerFecha(e.target.value);
            alCambiar(leida === undefined ? e.target.value : leida);
          }}
        />
      )}
    </MarcoCampo>
  );
});

export interface OpcionSeleccion {
  valor: string;
  etiqueta: string;
}

export interface CampoSeleccionProps extends CampoBase {
  valor: string;
  alCambiar: (valor: string) => void;
  opciones: readonly OpcionSeleccion[];
}

export const CampoSeleccion = forwardRef(function CampoSeleccion(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar, opciones }: CampoSeleccionProps,
  ref: Ref<HTMLSelectElement>,
) {
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido}>
      {(props) => (
        <select {...props} ref={ref} name={nombre} value={valor} disabled={desactivado} onChange={(e) => alCambiar(e.target.value)}>
          {opciones.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.etiqueta}
            </option>
          ))}
        </select>
      )}
    </MarcoCampo>
  );
});

export interface CampoCasillaProps extends CampoBase {
  valor: boolean;
  alCambiar: (valor: boolean) => void;
}

export const CampoCasilla = forwardRef(function CampoCasilla(
  { etiqueta, error, requerido, desactivado, nombre, valor, alCambiar }: CampoCasillaProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <MarcoCampo etiqueta={etiqueta} error={error} requerido={requerido} etiquetaDetras>
      {(props) => <input {...props} ref={ref} name={nombre} type="checkbox" checked={valor} disabled={desactivado} onChange={(e) => alCambiar(e.target.checked)} />}
    </MarcoCampo>
  );
});
