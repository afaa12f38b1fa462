/**
 * El formulario de corrección de la supervisión sobre la declaración de correccion-formulario.ts: en la
 * ficha, corrige ese fichaje; en la lista ('Añadir fichaje olvidado'), añade uno al empleado que se elija.
 * Las reglas leen los fichajes del empleado (el del fichaje, o el elegido) del dispositivo, vivos.
 */
import { useId, useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useFichajesEmpleado } from './consultas';
import { formularioCorreccion, valoresCorreccion, type ContextoCorreccion } from './correccion-formulario';
import { nombreEmpleado, type Fichaje } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

export interface FormularioCorreccionProps {
  /** El fichaje que se corrige; null para añadir uno olvidado. */
  corrige: Fichaje | null;
  despues?: () => void;
  alCancelar?: () => void;
}

export function FormularioCorreccion({ corrige, despues, alCancelar }: FormularioCorreccionProps) {
  const { motor } = useVigia();
  const id = useId();
  const [elegido, setElegido] = useState(corrige?.idempleado ?? '');
  const idempleado = corrige?.idempleado ?? elegido;
  const fichajes = useFichajesEmpleado(idempleado || null);
  const empleados = usePorIds('empleado', [idempleado]);
  const empleado = empleados?.get(idempleado);
  const nombre = empleado ? nombreEmpleado(empleado) : idempleado;

  // Se vuelve a declarar cuando llegan los fichajes del empleado: mismos campos y valores de partida, así
  // que lo escrito se queda (TanStack Form solo cambia los valores si cambian los de partida).
  const declaracion = useMemo(() => {
    const lista = fichajes ?? [];
    const ctx: ContextoCorreccion = { corrige, fichajes: () => lista, nombre: () => nombre };
    return formularioCorreccion(motor, ctx);
  }, [motor, corrige, fichajes, nombre]);
  const valores = useMemo(() => valoresCorreccion(corrige), [corrige]);

  return (
    <section className="tarjeta presencia-correccion" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{corrige ? T.corregir : T.olvidado}</h2>
      <p className="nota">{corrige ? T.corregirAyuda : T.olvidadoAyuda}</p>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={corrige}
        modo="alta"
        etiqueta={corrige ? T.corregir : T.olvidado}
        alCambiar={(v) => setElegido(v.idempleado)}
        despues={despues}
        alCancelar={alCancelar}
      />
    </section>
  );
}
