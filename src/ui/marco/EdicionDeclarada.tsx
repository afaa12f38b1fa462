/**
 * Las pantallas declaradas de alta y de edición: el formulario declarado (src/ui/formulario) en su tarjeta,
 * con el enlace de vuelta y, al guardar, a la ficha del registro. La pantalla solo dice qué declaración,
 * qué valores y adónde ir; las dos llevan el mismo esqueleto que antes se copiaba en cada *AddScreen y
 * *EditarScreen.
 *
 * La edición pregunta a las reglas de escritura (bloqueoDocumento, replication/mutadores) si el propio
 * registro se deja modificar con los genéricos: si no, dice por qué (el mismo mensaje con que el mutador lo
 * rechazaría) en lugar del formulario. Una sola fuente: la pantalla no repite la regla.
 */
import { Link, useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Coleccion } from '../../../schemas';
import { bloqueoDocumento } from '../../../replication/mutadores';
import { useVigia, type ContextoVigia } from '../../app/VigiaProvider';
import type { DeclaracionFormulario } from '../formulario/declaracion';
import { FormularioDeclarado } from '../formulario/FormularioDeclarado';
import './marco.css';

/** Dónde va 'Volver…' y adónde se navega después de guardar (una ruta con sus parámetros). */
export type Destino = NavigateOptions;

interface ComunDeclarada {
  /** Nombre de la tarjeta del formulario (accesible); con `encabezado`, su título visible. */
  etiqueta: string;
  /** Pinta `etiqueta` como título h2 de la tarjeta. */
  encabezado?: boolean;
  /** El enlace de vuelta junto a 'Guardar' (texto); sin él, solo 'Guardar'. */
  volver?: string;
}

/**
 * Los campos de un registro tal como los lee una regla de escritura: un RxDocument los tiene como getters
 * (no propios, no se copian con `{ ...doc }`), un objeto plano como propios; los dos se leen con Reflect.get.
 */
export const camposDe = (registro: object): Record<string, unknown> => new Proxy<Record<string, unknown>>({}, { get: (_, campo) => Reflect.get(registro, campo) });

/** La tarjeta con el formulario, titulada por su h2 o por aria-label. */
function Tarjeta({ etiqueta, encabezado = false, children }: { etiqueta: string; encabezado?: boolean; children: ReactNode }) {
  const id = useId();
  return encabezado ? (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{etiqueta}</h2>
      {children}
    </section>
  ) : (
    <section className="tarjeta" aria-label={etiqueta}>
      {children}
    </section>
  );
}

export interface EdicionDeclaradaProps<V, D extends object> extends ComunDeclarada {
  /** La colección del registro: de ella salen las reglas de escritura (bloqueoDocumento). */
  coleccion: Coleccion;
  registro: D;
  /** La declaración del formulario de edición (con el contexto de la sesión y el registro). */
  formulario: (vigia: ContextoVigia, registro: D) => DeclaracionFormulario<V, D>;
  valores: (registro: D) => V;
  /** La ficha: el enlace 'Volver…' y adónde se va después de guardar (sin él, se queda). */
  ficha?: Destino;
  /** Guardado, se queda en el formulario (el enlace 'Volver…' sigue yendo a `ficha`). */
  seQueda?: boolean;
  /** Desactivado además de lo que diga la regla (un presupuesto que ya no es editable). */
  desactivado?: boolean;
  /** Ofrece 'Deshacer' tras guardar. */
  deshacer?: boolean;
}

/** La tarjeta de edición de un registro, o por qué no se puede modificar aquí. */
export function EdicionDeclarada<V, D extends object>({
  coleccion,
  registro,
  formulario,
  valores,
  ficha,
  seQueda = false,
  volver,
  desactivado,
  deshacer,
  ...tarjeta
}: EdicionDeclaradaProps<V, D>) {
  const vigia = useVigia();
  const navegar = useNavigate();
  const bloqueo = bloqueoDocumento(coleccion, camposDe(registro));
  const declaracion = useMemo(() => formulario(vigia, registro), [formulario, vigia, registro]);
  const iniciales = useMemo(() => valores(registro), [valores, registro]);
  if (bloqueo !== null) {
    return (
      <p className="aviso-bloqueo" role="alert">
        {bloqueo}
      </p>
    );
  }
  return (
    <Tarjeta {...tarjeta}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={iniciales}
        registro={registro}
        modo="edicion"
        desactivado={desactivado}
        deshacer={deshacer}
        despues={ficha === undefined || seQueda ? undefined : () => navegar(ficha)}
        acciones={volver !== undefined && ficha !== undefined ? <Link {...ficha} className="boton">{volver}</Link> : undefined}
      />
    </Tarjeta>
  );
}

export interface AltaDeclaradaProps<V, R = undefined> extends ComunDeclarada {
  /** La declaración del formulario de alta, con el id que tendrá el registro nuevo. */
  formulario: (vigia: ContextoVigia, id: string) => DeclaracionFormulario<V, R>;
  /** Los valores de partida (se calculan una vez, al abrir). */
  valores: () => V;
  /** La ficha del registro nuevo (o adonde se va) al guardar. */
  ficha: (id: string) => Destino;
  /** El registro del que cuelga el alta (el parte de una venta anotada, el presupuesto de un contrato); `undefined` si no cuelga de ninguno. */
  registro: R;
  /** El enlace de vuelta junto a 'Guardar' (la lista): texto y destino. */
  destinoVolver?: Destino;
  /** Lo que va tras los campos (la duración calculada, el resumen de una plantilla). */
  pie?: (valores: V) => ReactNode;
  /** Avisa de cada cambio (la pantalla que ofrece opciones según lo elegido). */
  alCambiar?: (valores: V) => void;
}

/** La tarjeta de alta: un id nuevo por apertura, el formulario y, guardado, su ficha. */
export function AltaDeclarada<V, R = undefined>({ formulario, valores, ficha, registro, volver, destinoVolver, pie, alCambiar, ...tarjeta }: AltaDeclaradaProps<V, R>) {
  const vigia = useVigia();
  const navegar = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const declaracion = useMemo(() => formulario(vigia, id), [formulario, vigia, id]);
  const [iniciales] = useState(valores);
  return (
    <Tarjeta {...tarjeta}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={iniciales}
        registro={registro}
        modo="alta"
        pie={pie}
        alCambiar={alCambiar}
        despues={() => navegar(ficha(id))}
        acciones={volver !== undefined && destinoVolver !== undefined ? <Link {...destinoVolver} className="boton">{volver}</Link> : undefined}
      />
    </Tarjeta>
  );
}
